import SwiftUI

struct OrderHistoryView: View {
    @ObservedObject var store: OrderHistoryStore

    private static let date: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    var body: some View {
        NavigationView {
            List {
                ForEach(store.orders) { order in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(order.storeName).font(.headline)
                        Text(Self.date.string(from: order.createdAt)).font(.subheadline).foregroundStyle(.secondary)
                    }
                    .onAppear {
                        if order.id == store.orders.last?.id, store.canLoadMore {
                            Task { await store.loadMore() }
                        }
                    }
                }
                if let message = store.errorMessage {
                    Text(message).foregroundStyle(.red)
                }
            }
            .overlay { if store.isLoading && store.orders.isEmpty { ProgressView() } }
            .refreshable { await store.loadFirstPage() }
            .task { await store.loadFirstPage() }
            .navigationTitle("History")
        }
    }
}
