import Foundation

public protocol FeedLoading: Sendable {
    func loadFeed(cursor: String?) async throws -> FeedResponse
}

public enum FeedError: Error, Equatable {
    case badStatus(Int)
    case offline
}

public struct FeedService: FeedLoading {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self.decoder = decoder
    }

    public func loadFeed(cursor: String?) async throws -> FeedResponse {
        var components = URLComponents(url: baseURL.appendingPathComponent("v2/feed"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "limit", value: "60")]
        if let cursor {
            components.queryItems?.append(URLQueryItem(name: "cursor", value: cursor))
        }
        let request = URLRequest(url: components.url!, cachePolicy: .reloadRevalidatingCacheData, timeoutInterval: 15)
        do {
            let (data, response) = try await session.data(for: request)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw FeedError.badStatus(http.statusCode)
            }
            return try decoder.decode(FeedResponse.self, from: data)
        } catch let error as URLError where error.code == .notConnectedToInternet {
            throw FeedError.offline
        }
    }
}
