import Foundation

enum Mood: String, Codable, CaseIterable, Identifiable {
    case great
    case good
    case okay
    case tired
    case bad

    var id: String { rawValue }

    var emoji: String {
        switch self {
        case .great: return "😆"
        case .good: return "🙂"
        case .okay: return "😐"
        case .tired: return "😪"
        case .bad: return "😞"
        }
    }
}

struct Entry: Identifiable, Codable, Equatable {
    let id: UUID
    var createdAt: Date
    var text: String
    var mood: Mood

    init(id: UUID = UUID(), createdAt: Date = Date(), text: String, mood: Mood = .okay) {
        self.id = id
        self.createdAt = createdAt
        self.text = text
        self.mood = mood
    }

    /// 一覧で見せる1行目(空行はスキップ)
    var headline: String {
        text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
    }
}
