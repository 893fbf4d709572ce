import SwiftUI

@main
struct KakeiboApp: App {
    @StateObject private var session = SessionManager(auth: AuthService(client: APIClient.shared))

    var body: some Scene {
        WindowGroup {
            if session.isLoggedIn {
                TransactionListView()
                    .environmentObject(session)
            } else {
                LoginView()
                    .environmentObject(session)
            }
        }
    }
}
