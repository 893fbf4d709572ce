import Foundation

/// One chat message as the server sends it.
public struct ChatMessage: Codable, Identifiable, Equatable {
    public let id: String
    public let roomID: String
    public let author: String
    public let text: String
    public let sentAt: Date

    enum CodingKeys: String, CodingKey {
        case id
        case roomID = "room_id"
        case author
        case text
        case sentAt = "sent_at"
    }
}

/// Frames on the socket: {"type": "message", "message": {...}} or {"type": "hello_ok"}.
enum ServerFrame: Decodable {
    case message(ChatMessage)
    case helloOK
    case unknown(String)

    private enum Keys: String, CodingKey { case type, message }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "message": self = .message(try c.decode(ChatMessage.self, forKey: .message))
        case "hello_ok": self = .helloOK
        default: self = .unknown(type)
        }
    }

    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
}
