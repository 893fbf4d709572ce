import Foundation

struct Shift: Identifiable, Equatable {
    enum Role: String {
        case hall
        case kitchen
        case register
        case other
    }

    let id: String
    let storeName: String
    let role: Role
    let start: Date
    let end: Date
    let breakMinutes: Int
    let note: String?

    /// Paid time: the shift minus its break.
    var workedSeconds: TimeInterval {
        max(0, end.timeIntervalSince(start) - TimeInterval(breakMinutes * 60))
    }

    var workedHours: Double { workedSeconds / 3600 }

    var roleLabel: String {
        switch role {
        case .hall: return "ホール"
        case .kitchen: return "キッチン"
        case .register: return "レジ"
        case .other: return "その他"
        }
    }
}
