import SwiftUI

struct TransactionListView: View {
    @EnvironmentObject var store: TransactionStore

    var body: some View {
        List {
            Picker("カテゴリ", selection: $store.filter) {
                Text("すべて").tag(Transaction.Category?.none)
                ForEach(Transaction.Category.allCases, id: \.self) { c in
                    Text(c.rawValue).tag(Transaction.Category?.some(c))
                }
            }
            .pickerStyle(.menu)

            ForEach(store.visible) { item in
                NavigationLink(value: item) {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.title)
                            Text(item.category.rawValue).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        AmountLabel(amount: item.amount)
                    }
                }
            }
            .onDelete(perform: deleteItems)
        }
        .navigationDestination(for: Transaction.self) { ReceiptView(transaction: $0) }
    }

    private func deleteItems(at offsets: IndexSet) {
        let shown = store.visible
        let ids = Set(offsets.compactMap { shown.indices.contains($0) ? shown[$0].id : nil })
        store.remove(ids: ids)
    }
}
