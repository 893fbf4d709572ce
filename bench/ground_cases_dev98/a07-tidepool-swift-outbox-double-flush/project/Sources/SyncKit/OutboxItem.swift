import Foundation

/// One write the app made while it may have been offline, waiting to be sent.
///
/// The idempotency key is generated once, when the item is created, and sent with
/// every attempt so the server can recognise a retry of the same write.
public struct OutboxItem: Codable, Identifiable, Equatable, Sendable {
    public enum State: String, Codable, Sendable {
        case pending
        case dead
    }

    public let id: UUID
    public let method: String
    public let path: String
    public let body: Data
    public let idempotencyKey: String
    public let createdAt: Date
    public var attempts: Int
    public var state: State
    public var lastError: String?

    public init(method: String, path: String, body: Data, createdAt: Date = Date()) {
        self.id = UUID()
        self.method = method
        self.path = path
        self.body = body
        self.idempotencyKey = UUID().uuidString
        self.createdAt = createdAt
        self.attempts = 0
        self.state = .pending
    }
}
