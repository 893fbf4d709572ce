import Foundation

struct Order: Identifiable, Hashable, Decodable {
    let id: String
    let title: String
    let placedAt: Date
    let total: Decimal
    let status: OrderStatus
}

enum OrderStatus: String, Decodable {
    case placed, preparing, shipped, delivered, cancelled
}

struct OrderSection: Identifiable {
    var id: String { title }
    let title: String
    let orders: [Order]
}

extension JSONDecoder {
    static let api: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
}
