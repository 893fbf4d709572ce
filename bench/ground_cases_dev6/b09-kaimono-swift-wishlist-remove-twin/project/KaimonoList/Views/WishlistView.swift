import SwiftUI

struct WishlistView: View {
    @EnvironmentObject private var wishlist: WishlistStore
    @EnvironmentObject private var cart: CartStore
    @State private var selection = Set<Item.ID>()

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(wishlist.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Button("カートへ") { wishlist.moveToCart(item.id, cart: cart) }
                            .buttonStyle(.borderless)
                    }
                }
                .onDelete { wishlist.delete(at: $0) }
                .onMove { wishlist.move(from: $0, to: $1) }
            }
            .navigationTitle("ほしいもの")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .bottomBar) {
                    Button("選択したものを削除", role: .destructive) {
                        let offsets = IndexSet(selection.compactMap { id in wishlist.items.firstIndex { $0.id == id } })
                        wishlist.delete(at: offsets)
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }
}
