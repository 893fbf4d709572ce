import Foundation

@MainActor
final class WishlistStore: ObservableObject {
    @Published private(set) var items: [Item] = []

    private let fileName: String

    init(fileName: String = "wishlist") {
        self.fileName = fileName
        items = Persistence.load([Item].self, from: fileName) ?? []
    }

    func add(_ item: Item) {
        guard !items.contains(where: { $0.name == item.name }) else { return }
        items.append(item)
        persist()
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
        persist()
    }

    func delete(at offsets: IndexSet) {
        for index in offsets {
            items.remove(at: index)
        }
        persist()
    }

    /// Moves an item to the cart and drops it from the wishlist.
    func moveToCart(_ id: Item.ID, cart: CartStore) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        cart.add(items[i])
        items.remove(at: i)
        persist()
    }

    private func persist() {
        Persistence.save(items, to: fileName)
    }
}
