import SwiftUI

@main
struct KuraApp: App {
    @StateObject private var store = InventoryStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                InventoryView()
            }
            .environmentObject(store)
            .font(Theme.font(.body))
        }
    }
}
