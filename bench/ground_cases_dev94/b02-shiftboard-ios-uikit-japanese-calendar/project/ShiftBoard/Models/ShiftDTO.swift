import Foundation

/// One shift as the API sends it.
struct ShiftDTO: Decodable {
    let id: String
    let storeName: String
    let role: String
    let start: String
    let end: String
    let breakMinutes: Int
    let note: String?

    enum CodingKeys: String, CodingKey {
        case id
        case storeName = "store_name"
        case role
        case start = "starts_at"
        case end = "ends_at"
        case breakMinutes = "break_minutes"
        case note
    }

    func toShift() -> Shift? {
        guard let startDate = DateParsing.api.date(from: start),
              let endDate = DateParsing.api.date(from: end) else {
            return nil
        }
        return Shift(
            id: id,
            storeName: storeName,
            role: Shift.Role(rawValue: role) ?? .other,
            start: startDate,
            end: endDate,
            breakMinutes: breakMinutes,
            note: note?.trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}

struct ShiftPage: Decodable {
    let shifts: [ShiftDTO]
    let nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case shifts
        case nextCursor = "next_cursor"
    }
}
