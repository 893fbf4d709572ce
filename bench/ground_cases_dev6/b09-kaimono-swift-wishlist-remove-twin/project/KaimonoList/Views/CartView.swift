import SwiftUI

struct CartView: View {
    @EnvironmentObject private var cart: CartStore
    @EnvironmentObject private var history: HistoryStore
    @State private var selection = Set<Item.ID>()

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(cart.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text("×\(item.quantity)")
                        Text("¥\(item.price * item.quantity)")
                            .monospacedDigit()
                    }
                }
                .onDelete { cart.removeItems(at: $0) }
            }
            .navigationTitle("カート 合計 ¥\(cart.total)")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .bottomBar) {
                    Button("選択した商品を削除", role: .destructive) {
                        let offsets = IndexSet(selection.compactMap { id in cart.items.firstIndex { $0.id == id } })
                        cart.removeItems(at: offsets)
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("購入済みにする") {
                        history.record(cart.items)
                        cart.clear()
                    }
                    .disabled(cart.items.isEmpty)
                }
            }
        }
    }
}
