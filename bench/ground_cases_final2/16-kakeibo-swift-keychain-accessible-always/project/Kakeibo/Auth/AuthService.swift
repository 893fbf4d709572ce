import Foundation

struct LoginResponse: Decodable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Int
}

final class AuthService {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func login(email: String, password: String) async throws -> LoginResponse {
        let body = try JSONEncoder().encode(["email": email, "password": password])
        let data = try await client.post(Endpoints.login, body: body)
        #if DEBUG
        print("login response: \(String(decoding: data, as: UTF8.self))")
        #endif
        return try JSONDecoder.api.decode(LoginResponse.self, from: data)
    }

    func refresh(token: String) async throws -> LoginResponse {
        let body = try JSONEncoder().encode(["refresh_token": token])
        let data = try await client.post(Endpoints.refresh, body: body)
        return try JSONDecoder.api.decode(LoginResponse.self, from: data)
    }
}
