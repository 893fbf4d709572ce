import Foundation

struct RosterAPI {
    let baseURL: URL
    var session: URLSession = .shared

    func fetchContacts() async throws -> [Contact] {
        let (data, response) = try await session.data(from: baseURL.appending(path: "v1/contacts"))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Contact].self, from: data)
    }
}

@MainActor
final class ContactStore {
    private let api: RosterAPI
    private(set) var contacts: [Contact] = []

    init(api: RosterAPI) {
        self.api = api
    }

    func reload() async throws {
        let fetched = try await api.fetchContacts()
        contacts = sorted(fetched)
    }

    func sorted(_ list: [Contact]) -> [Contact] {
        let keyed = list.map { (contact: $0, key: Self.sortKey(for: $0.displayName)) }
        return keyed
            .sorted { $0.key.localizedCaseInsensitiveCompare($1.key) == .orderedAscending }
            .map(\.contact)
    }

    /// 中文转成不带声调的拼音（“张三” → “zhang san”），英文原样。
    static func sortKey(for name: String) -> String {
        let latin = name.applyingTransform(.toLatin, reverse: false) ?? name
        return latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
    }

    func search(_ text: String) -> [Contact] {
        let query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return contacts }
        return contacts.filter {
            $0.displayName.localizedCaseInsensitiveContains(query)
                || ($0.company?.localizedCaseInsensitiveContains(query) ?? false)
        }
    }
}
