import Foundation

struct Item: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var price: Int
    var quantity: Int = 1
    var note: String = ""
}

struct Purchase: Identifiable, Codable, Equatable {
    var id = UUID()
    var items: [Item]
    var purchasedAt: Date
}
