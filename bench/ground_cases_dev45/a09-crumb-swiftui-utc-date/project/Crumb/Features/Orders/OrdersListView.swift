import SwiftUI

struct OrdersListView: View {
    @StateObject private var viewModel = OrdersViewModel()

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .loading:
                    ProgressView()
                case .failed(let message):
                    ContentUnavailableView("Couldn't load orders", systemImage: "wifi.exclamationmark", description: Text(message))
                case .loaded(let sections):
                    List {
                        ForEach(sections) { section in
                            Section(section.title) {
                                ForEach(section.orders) { order in
                                    NavigationLink(value: order) {
                                        OrderRow(order: order)
                                    }
                                }
                            }
                        }
                    }
                    .listStyle(.insetGrouped)
                    .refreshable { await viewModel.refresh() }
                }
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Order.self) { OrderDetailView(order: $0) }
            .task { await viewModel.load() }
        }
    }
}
