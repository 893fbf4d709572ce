import SwiftUI

@main
struct TallyApp: App {
    @StateObject private var store = ReceiptStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ReceiptListView()
            }
            .environmentObject(store)
        }
    }
}
