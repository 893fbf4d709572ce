import Foundation
import Observation

struct MonthSection: Identifiable {
    let id: DateComponents
    let title: String
    let entries: [Entry]

    var income: Int { entries.filter { $0.kind == .income }.reduce(0) { $0 + $1.amount } }
    var expense: Int { entries.filter { $0.kind == .expense }.reduce(0) { $0 + $1.amount } }
    var balance: Int { income - expense }
}

@Observable
final class MonthlyViewModel {
    private(set) var sections: [MonthSection] = []

    /// 全件を月ごとにまとめる。新しい月が上、月の中も新しい日付が上。
    func reload(entries: [Entry]) {
        let sorted = entries.sorted { $0.date > $1.date }
        let grouped = Dictionary(grouping: sorted) { DateFormatting.monthKey(for: $0.date) }

        sections = grouped
            .map { key, items in
                MonthSection(
                    id: key,
                    title: DateFormatting.monthHeader.string(from: items[0].date),
                    entries: items
                )
            }
            .sorted { lhs, rhs in
                (lhs.id.year ?? 0, lhs.id.month ?? 0) > (rhs.id.year ?? 0, rhs.id.month ?? 0)
            }
    }

    func formattedYen(_ value: Int) -> String {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = Locale(identifier: "ja_JP")
        return "¥" + (f.string(from: NSNumber(value: value)) ?? "\(value)")
    }
}
