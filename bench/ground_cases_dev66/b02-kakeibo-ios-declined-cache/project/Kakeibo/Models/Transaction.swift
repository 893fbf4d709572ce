import Foundation

struct Transaction: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
    var amount: Int
    var category: Category
    var date: Date
    var receiptPath: String?

    enum Category: String, Codable, CaseIterable {
        case food = "食費"
        case daily = "日用品"
        case transport = "交通"
        case fun = "娯楽"
        case other = "その他"
    }

    init(id: UUID = UUID(), title: String, amount: Int, category: Category,
         date: Date = .now, receiptPath: String? = nil) {
        self.id = id
        self.title = title
        self.amount = amount
        self.category = category
        self.date = date
        self.receiptPath = receiptPath
    }

    var isIncome: Bool { amount > 0 }
}
