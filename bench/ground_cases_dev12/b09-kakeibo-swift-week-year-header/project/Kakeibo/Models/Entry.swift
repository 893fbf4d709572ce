import Foundation
import SwiftData

enum EntryKind: String, Codable, CaseIterable {
    case expense
    case income
}

enum Category: String, Codable, CaseIterable, Identifiable {
    case food = "食費"
    case daily = "日用品"
    case transport = "交通費"
    case utility = "光熱費"
    case hobby = "趣味"
    case salary = "給与"
    case other = "その他"

    var id: String { rawValue }
}

@Model
final class Entry {
    var date: Date
    var amount: Int
    var kindRaw: String
    var categoryRaw: String
    var memo: String

    init(date: Date, amount: Int, kind: EntryKind, category: Category, memo: String = "") {
        self.date = date
        self.amount = amount
        self.kindRaw = kind.rawValue
        self.categoryRaw = category.rawValue
        self.memo = memo
    }

    var kind: EntryKind { EntryKind(rawValue: kindRaw) ?? .expense }
    var category: Category { Category(rawValue: categoryRaw) ?? .other }

    /// 収入はプラス、支出はマイナスで返す
    var signedAmount: Int { kind == .income ? amount : -amount }
}
