import CoreLocation
import Foundation

final class LocationTracker: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published private(set) var totalMeters: Double = 0

    private let manager = CLLocationManager()
    private var last: CLLocation?

    override init() {
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.allowsBackgroundLocationUpdates = true
    }

    func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func pause() {
        manager.stopUpdatingLocation()
        last = nil
    }

    func stop() {
        manager.stopUpdatingLocation()
        last = nil
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        for loc in locations where loc.horizontalAccuracy >= 0 && loc.horizontalAccuracy < 20 {
            if let last { totalMeters += loc.distance(from: last) }
            last = loc
        }
    }
}
