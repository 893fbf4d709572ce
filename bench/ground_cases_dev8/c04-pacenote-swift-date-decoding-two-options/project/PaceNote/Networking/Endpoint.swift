import Foundation

struct Endpoint {
    let path: String
    var query: [URLQueryItem] = []

    func url(relativeTo base: URL) -> URL {
        var comps = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { comps.queryItems = query }
        return comps.url!
    }

    static func runs(limit: Int = 20, before: String? = nil) -> Endpoint {
        var q = [URLQueryItem(name: "limit", value: String(limit))]
        if let before { q.append(URLQueryItem(name: "before", value: before)) }
        return Endpoint(path: "/v2/runs", query: q)
    }

    static let clubs = Endpoint(path: "/v1/clubs")

    static func club(_ id: Int) -> Endpoint { Endpoint(path: "/v1/clubs/\(id)") }
}
