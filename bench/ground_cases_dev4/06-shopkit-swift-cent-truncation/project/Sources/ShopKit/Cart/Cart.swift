import Foundation

public final class Cart {
    public private(set) var items: [CartItem] = []

    public init() {}

    public func add(_ item: CartItem) {
        if let i = items.firstIndex(where: { $0.sku == item.sku }) {
            items[i].quantity += item.quantity
        } else {
            items.append(item)
        }
    }
}
