import SwiftUI

struct HistoryView: View {
    @EnvironmentObject private var history: HistoryStore

    var body: some View {
        NavigationStack {
            List {
                ForEach(history.purchases) { p in
                    VStack(alignment: .leading) {
                        Text(p.purchasedAt, style: .date)
                        Text(p.items.map(\.name).joined(separator: "、"))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .onDelete { history.delete(at: $0) }
            }
            .navigationTitle("履歴")
        }
    }
}
