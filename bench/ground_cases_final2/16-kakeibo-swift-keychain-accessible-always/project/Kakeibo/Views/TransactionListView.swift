import SwiftUI

struct TransactionListView: View {
    @EnvironmentObject private var session: SessionManager
    @State private var items: [Transaction] = []

    var body: some View {
        NavigationStack {
            List(items) { t in
                HStack {
                    Text(t.category)
                    Spacer()
                    Text("¥\(t.amount)")
                }
            }
            .navigationTitle("家計簿")
            .toolbar { Button("ログアウト") { session.logout() } }
        }
    }
}
