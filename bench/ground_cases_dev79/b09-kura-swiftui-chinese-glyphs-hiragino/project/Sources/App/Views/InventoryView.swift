import SwiftUI

struct InventoryView: View {
    @EnvironmentObject private var store: InventoryStore

    var body: some View {
        List {
            ForEach(store.items) { item in
                ItemRow(item: item)
                    .swipeActions {
                        Button("-1") { store.adjust(item, by: -1) }
                        Button("+1") { store.adjust(item, by: 1) }.tint(Theme.accent)
                    }
            }
        }
        .navigationTitle(Text("inventory_title"))
        .task { await store.load() }
    }
}
