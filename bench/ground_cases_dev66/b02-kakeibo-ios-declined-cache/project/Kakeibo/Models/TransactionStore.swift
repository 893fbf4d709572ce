import Foundation

@MainActor
final class TransactionStore: ObservableObject {
    @Published private(set) var items: [Transaction] = []
    @Published var filter: Transaction.Category?

    private let fileURL: URL = {
        let dir = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return dir.appendingPathComponent("transactions.json")
    }()

    var visible: [Transaction] {
        let sorted = items.sorted { $0.date > $1.date }
        guard let filter else { return sorted }
        return sorted.filter { $0.category == filter }
    }

    func load() async {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        items = (try? JSONDecoder().decode([Transaction].self, from: data)) ?? []
    }

    func add(_ transaction: Transaction) {
        items.append(transaction)
        save()
    }

    func remove(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
        save()
    }

    func remove(ids: Set<UUID>) {
        items.removeAll { ids.contains($0.id) }
        save()
    }

    private func save() {
        guard let data = try? JSONEncoder().encode(items) else { return }
        try? data.write(to: fileURL, options: .atomic)
    }
}
