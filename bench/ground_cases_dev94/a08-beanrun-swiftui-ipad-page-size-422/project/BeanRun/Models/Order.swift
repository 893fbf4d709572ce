import Foundation

struct MenuItem: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let priceCents: Int
}

struct OrderLine: Codable, Hashable {
    let itemId: String
    var quantity: Int
    var notes: String?
}

struct Order: Hashable {
    var storeId: String
    var lines: [OrderLine]
    var pickupAt: Date?

    var isEmpty: Bool { lines.allSatisfy { $0.quantity == 0 } }
}

/// Body of POST /v1/orders.
struct OrderPayload: Encodable {
    let storeId: String
    let lines: [OrderLine]
    let pickupAt: Date?
    let submittedAt: Date

    init(order: Order, submittedAt: Date) {
        self.storeId = order.storeId
        self.lines = order.lines.filter { $0.quantity > 0 }
        self.pickupAt = order.pickupAt
        self.submittedAt = submittedAt
    }
}

struct OrderConfirmation: Decodable {
    let orderId: String
    let readyAt: Date
    let totalCents: Int
}

struct PastOrder: Decodable, Identifiable {
    let id: String
    let storeName: String
    let totalCents: Int
    let createdAt: Date
}

struct Page<T: Decodable>: Decodable {
    let items: [T]
    let nextCursor: String?
}
