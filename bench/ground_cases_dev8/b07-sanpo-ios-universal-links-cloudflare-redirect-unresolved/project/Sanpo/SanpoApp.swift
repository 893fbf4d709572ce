import SwiftUI

@main
struct SanpoApp: App {
    @StateObject private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(router)
                .onOpenURL { url in
                    // Universal Links (https://sanpo.app/r/...) と sanpo:// の両方ここに来る
                    if let link = DeepLink(url: url) {
                        router.open(link)
                    }
                }
        }
    }
}
