import Foundation

public struct CartItem: Equatable {
    public let sku: String
    public let unitPrice: Double
    public var quantity: Int

    public init(sku: String, unitPrice: Double, quantity: Int) {
        self.sku = sku
        self.unitPrice = unitPrice
        self.quantity = quantity
    }
}
