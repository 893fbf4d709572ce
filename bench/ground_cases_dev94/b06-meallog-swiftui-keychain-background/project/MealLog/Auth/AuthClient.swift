import Foundation

struct TokenPair: Decodable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Int

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case expiresIn = "expires_in"
    }
}

/// Gets a fresh access token, refreshing it when it is about to expire.
actor AuthClient {
    static let shared = AuthClient()

    private let tokens = TokenStore.shared
    private let baseURL = URL(string: "https://api.meallog.example.jp")!
    private var expiresAt: Date = .distantPast

    func validAccessToken() async throws -> String {
        if let token = try tokens.get("access_token"), expiresAt.timeIntervalSinceNow > 60 {
            return token
        }
        guard let refresh = try tokens.get("refresh_token") else {
            throw URLError(.userAuthenticationRequired)
        }
        var request = URLRequest(url: baseURL.appendingPathComponent("oauth/token"))
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("grant_type=refresh_token&refresh_token=\(refresh)".utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        let pair = try JSONDecoder().decode(TokenPair.self, from: data)
        try tokens.set(pair.accessToken, for: "access_token")
        try tokens.set(pair.refreshToken, for: "refresh_token")
        expiresAt = Date().addingTimeInterval(TimeInterval(pair.expiresIn))
        return pair.accessToken
    }
}
