import Foundation

struct Item: Identifiable, Codable, Hashable {
    let id: UUID
    var name: String
    var quantity: Int
    var reorderLevel: Int
    var updatedAt: Date

    var isLow: Bool { quantity <= reorderLevel }
}

@MainActor
final class InventoryStore: ObservableObject {
    @Published private(set) var items: [Item] = []

    func load() async {
        guard let url = Bundle.main.url(forResource: "sample", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        items = (try? decoder.decode([Item].self, from: data)) ?? []
    }

    func adjust(_ item: Item, by delta: Int) {
        guard let i = items.firstIndex(of: item) else { return }
        items[i].quantity = max(0, items[i].quantity + delta)
        items[i].updatedAt = .now
    }
}
