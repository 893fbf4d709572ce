import Foundation
import CoreLocation

@MainActor
final class TrackingViewModel: ObservableObject {
    @Published private(set) var snapshot: TrackingSnapshot?
    @Published private(set) var etaText: String = "--"
    @Published private(set) var errorMessage: String?

    private let api: TrackingAPI
    private let shipmentID: String
    private var timer: Timer?
    private let pollInterval: TimeInterval = 10

    init(api: TrackingAPI, shipmentID: String) {
        self.api = api
        self.shipmentID = shipmentID
    }

    func startPolling() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: pollInterval, repeats: true) { _ in
            Task { await self.refresh() }
        }
        Task { await refresh() }
    }

    func stopPolling() {
        timer?.invalidate()
        timer = nil
    }

    func refresh() async {
        do {
            let snap = try await api.fetch(shipmentID: shipmentID)
            snapshot = snap
            etaText = EtaFormatter.text(seconds: snap.etaSeconds)
            errorMessage = nil
        } catch {
            errorMessage = "位置情報を取得できませんでした"
        }
    }
}
