import Foundation

@MainActor
final class HistoryStore: ObservableObject {
    @Published private(set) var purchases: [Purchase] = []

    init() {
        purchases = Persistence.load([Purchase].self, from: "history") ?? []
    }

    func record(_ items: [Item]) {
        purchases.insert(Purchase(items: items, purchasedAt: Date()), at: 0)
        Persistence.save(purchases, to: "history")
    }

    func delete(at offsets: IndexSet) {
        purchases.remove(atOffsets: offsets)
        Persistence.save(purchases, to: "history")
    }
}
