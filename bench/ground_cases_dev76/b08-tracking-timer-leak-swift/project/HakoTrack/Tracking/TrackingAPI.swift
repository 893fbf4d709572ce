import Foundation
import CoreLocation

struct TrackingSnapshot: Equatable {
    let shipmentID: String
    let driverLocation: CLLocationCoordinate2D
    let etaSeconds: Int?
    let status: String
    let route: [CLLocationCoordinate2D]

    static func == (a: TrackingSnapshot, b: TrackingSnapshot) -> Bool {
        a.shipmentID == b.shipmentID && a.etaSeconds == b.etaSeconds && a.status == b.status
            && a.driverLocation.latitude == b.driverLocation.latitude
            && a.driverLocation.longitude == b.driverLocation.longitude
    }
}

/// サーバの GeoJSON 風レスポンス。coordinates は [経度, 緯度] の順。
private struct TrackingResponse: Decodable {
    struct Point: Decodable { let coordinates: [Double] }
    struct Line: Decodable { let coordinates: [[Double]] }
    let shipment_id: String
    let status: String
    let eta_seconds: Int?
    let driver: Point
    let route: Line?
}

final class TrackingAPI {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func fetch(shipmentID: String) async throws -> TrackingSnapshot {
        let url = baseURL.appendingPathComponent("tracking/\(shipmentID)")
        let (data, _) = try await session.data(from: url)
        let res = try JSONDecoder().decode(TrackingResponse.self, from: data)
        let driver = CLLocationCoordinate2D(latitude: res.driver.coordinates[1],
                                            longitude: res.driver.coordinates[0])
        let route = (res.route?.coordinates ?? []).map {
            CLLocationCoordinate2D(latitude: $0[1], longitude: $0[0])
        }
        return TrackingSnapshot(shipmentID: res.shipment_id, driverLocation: driver,
                                etaSeconds: res.eta_seconds, status: res.status, route: route)
    }
}
