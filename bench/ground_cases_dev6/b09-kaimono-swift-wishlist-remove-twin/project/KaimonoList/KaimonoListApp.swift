import SwiftUI

@main
struct KaimonoListApp: App {
    @StateObject private var cart = CartStore()
    @StateObject private var wishlist = WishlistStore()
    @StateObject private var history = HistoryStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                CartView()
                    .tabItem { Label("カート", systemImage: "cart") }
                WishlistView()
                    .tabItem { Label("ほしいもの", systemImage: "heart") }
                HistoryView()
                    .tabItem { Label("履歴", systemImage: "clock") }
            }
            .environmentObject(cart)
            .environmentObject(wishlist)
            .environmentObject(history)
        }
    }
}
