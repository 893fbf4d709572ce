import SwiftUI

@main
struct KakeiboApp: App {
    @StateObject private var store = TransactionStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
                .task { await store.load() }
        }
    }
}
