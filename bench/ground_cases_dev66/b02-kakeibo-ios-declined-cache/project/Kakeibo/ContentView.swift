import SwiftUI

struct ContentView: View {
    @EnvironmentObject var store: TransactionStore
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            TransactionListView()
                .navigationTitle("家計簿")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            showingAdd = true
                        } label: {
                            Image(systemName: "plus")
                        }
                        .accessibilityLabel("支出を追加")
                    }
                }
                .sheet(isPresented: $showingAdd) {
                    AddTransactionView()
                }
        }
    }
}
