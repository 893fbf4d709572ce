import Foundation

struct CartItem: Identifiable, Codable, Equatable {
    let id: UUID
    let tripID: String
    var title: String
    var travellers: Int
    var unitPrice: Decimal
    var currencyCode: String

    var total: Decimal { unitPrice * Decimal(travellers) }
}

struct PriceQuote: Codable {
    let tripID: String
    let unitPrice: Decimal
    let currencyCode: String
    let validUntil: Date
}
