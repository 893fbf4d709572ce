import Foundation

struct Station: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let timeZoneID: String
    let utcOffsetSeconds: Int
}

struct TideEvent: Codable, Hashable, Identifiable {
    enum Kind: String, Codable { case high, low }
    let id: String
    let station: Station
    let kind: Kind
    let time: Date
    let heightMeters: Double
}

@MainActor
final class TideService: ObservableObject {
    @Published private(set) var tides: [TideEvent] = []
    @Published private(set) var lastError: String?

    private let baseURL = URL(string: "https://api.tideline.app/v1")!
    private let staleAfter: TimeInterval = 3 * 60 * 60

    var stationID: String {
        UserDefaults.standard.string(forKey: AppConstants.DefaultsKey.selectedStationID) ?? AppConstants.Defaults.stationID
    }

    func refresh() async throws {
        let url = baseURL.appending(path: "stations/\(stationID)/tides")
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        tides = try decoder.decode([TideEvent].self, from: data)
        UserDefaults.standard.set(Date().timeIntervalSince1970, forKey: AppConstants.DefaultsKey.lastRefreshAt)
    }

    func refreshIfStale() async {
        let stamp = UserDefaults.standard.double(forKey: AppConstants.DefaultsKey.lastRefreshAt)
        let last = stamp > 0 ? Date(timeIntervalSince1970: stamp) : .distantPast
        guard Date().timeIntervalSince(last) > staleAfter else { return }
        do {
            try await refresh()
            lastError = nil
        } catch {
            lastError = error.localizedDescription
        }
    }
}
