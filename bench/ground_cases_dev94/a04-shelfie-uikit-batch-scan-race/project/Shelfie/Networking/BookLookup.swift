import Foundation

/// Looks books up by ISBN on Open Library.
struct BookLookup {
    var session: URLSession = .shared

    private struct Response: Decodable {
        struct Author: Decodable { let name: String }
        struct Cover: Decodable { let medium: URL? }
        let title: String
        let authors: [Author]?
        let cover: Cover?
    }

    enum LookupError: Error {
        case notFound
    }

    func book(isbn: String) async throws -> Book {
        var components = URLComponents(string: "https://openlibrary.org/api/books")!
        components.queryItems = [
            URLQueryItem(name: "bibkeys", value: "ISBN:\(isbn)"),
            URLQueryItem(name: "format", value: "json"),
            URLQueryItem(name: "jscmd", value: "data"),
        ]
        let (data, _) = try await session.data(from: components.url!)
        let decoded = try JSONDecoder().decode([String: Response].self, from: data)
        guard let hit = decoded["ISBN:\(isbn)"] else { throw LookupError.notFound }
        return Book(
            isbn: isbn,
            title: hit.title,
            authors: hit.authors?.map(\.name) ?? [],
            coverURL: hit.cover?.medium,
            addedAt: Date()
        )
    }
}
