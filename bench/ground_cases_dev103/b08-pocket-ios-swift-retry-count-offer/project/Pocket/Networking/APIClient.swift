import Foundation

final class APIClient {
    static let shared = APIClient()

    private let session: URLSession
    private let baseURL: URL = {
        guard let raw = Bundle.main.object(forInfoDictionaryKey: "API_BASE_URL") as? String,
              let url = URL(string: raw) else {
            fatalError("API_BASE_URL is missing in Info.plist")
        }
        return url
    }()
    private let retry: RetryPolicy
    var tokenStore: TokenStore = KeychainTokenStore()

    init(session: URLSession = .shared, retry: RetryPolicy = .default) {
        self.session = session
        self.retry = retry
    }

    func get<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token = tokenStore.accessToken {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let data: Data
        do {
            data = try await send(request)
        } catch APIError.unauthorized {
            try await refreshTokens()
            if let token = tokenStore.accessToken {
                request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            }
            data = try await send(request)
        }
        do {
            return try JSONDecoder.api.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }

    private struct RefreshResponse: Decodable {
        let accessToken: String
        let refreshToken: String
    }

    private func refreshTokens() async throws {
        guard let refresh = tokenStore.refreshToken else { throw APIError.unauthorized }
        var request = URLRequest(url: baseURL.appendingPathComponent("auth/refresh"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["refresh_token": refresh])
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            tokenStore.clear()
            throw APIError.unauthorized
        }
        let tokens = try JSONDecoder.api.decode(RefreshResponse.self, from: data)
        tokenStore.save(access: tokens.accessToken, refresh: tokens.refreshToken)
    }

    private func send(_ request: URLRequest) async throws -> Data {
        var attempt = 0
        while true {
            do {
                let (data, response) = try await session.data(for: request)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                if status == 401 { throw APIError.unauthorized }
                guard (200..<300).contains(status) else { throw APIError.http(status, data) }
                return data
            } catch {
                guard retry.shouldRetry(after: error, attempt: attempt) else { throw error }
                try await Task.sleep(nanoseconds: UInt64(retry.delay(for: attempt) * 1_000_000_000))
                attempt += 1
            }
        }
    }
}

extension JSONDecoder {
    static let api: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        d.dateDecodingStrategy = .iso8601
        return d
    }()
}
