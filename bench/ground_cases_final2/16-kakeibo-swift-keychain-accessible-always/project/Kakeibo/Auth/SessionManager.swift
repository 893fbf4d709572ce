import Foundation

@MainActor
final class SessionManager: ObservableObject {
    @Published private(set) var isLoggedIn = false

    private let auth: AuthService
    private let keychain = KeychainStore(service: "jp.kakeibo.app")

    init(auth: AuthService) {
        self.auth = auth
        isLoggedIn = keychain.read("refreshToken") != nil
    }

    func login(email: String, password: String) async throws {
        let res = try await auth.login(email: email, password: password)
        try keychain.save(res.accessToken, for: "accessToken")
        try keychain.save(res.refreshToken, for: "refreshToken")
        UserDefaults.standard.set(email, forKey: "lastEmail")
        isLoggedIn = true
    }

    func logout() {
        keychain.delete("accessToken")
        keychain.delete("refreshToken")
        isLoggedIn = false
    }
}
