import Foundation

@MainActor
final class CartStore: ObservableObject {
    @Published private(set) var items: [Item] = []

    private let fileName: String

    init(fileName: String = "cart") {
        self.fileName = fileName
        items = Persistence.load([Item].self, from: fileName) ?? []
    }

    var total: Int { items.reduce(0) { $0 + $1.price * $1.quantity } }

    func add(_ item: Item) {
        if let i = items.firstIndex(where: { $0.name == item.name }) {
            items[i].quantity += item.quantity
        } else {
            items.append(item)
        }
        save()
    }

    func setQuantity(_ quantity: Int, for id: Item.ID) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].quantity = max(1, quantity)
        save()
    }

    func removeItems(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
        save()
    }

    func clear() {
        items.removeAll()
        save()
    }

    private func save() {
        Persistence.save(items, to: fileName)
    }
}
