import SwiftUI

@main
struct BeanRunApp: App {
    private let client: APIClient
    private let service: OrderService
    @StateObject private var history: OrderHistoryStore

    init() {
        let base = Bundle.main.object(forInfoDictionaryKey: "API_BASE_URL") as? String ?? "https://api.beanrun.app"
        let client = APIClient(baseURL: URL(string: base)!, tokenProvider: { Keychain.shared.token })
        let service = OrderService(client: client)
        self.client = client
        self.service = service
        _history = StateObject(wrappedValue: OrderHistoryStore(service: service))
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                OrderView(model: OrderViewModel(service: service))
                    .tabItem { Label("Order", systemImage: "cup.and.saucer") }
                OrderHistoryView(store: history)
                    .tabItem { Label("History", systemImage: "clock.arrow.circlepath") }
            }
        }
    }
}

/// Minimal token holder; the real value is written by the sign-in flow.
final class Keychain {
    static let shared = Keychain()
    var token: String? {
        UserDefaults.standard.string(forKey: "beanrun.token")
    }
}
