import CoreLocation
import Foundation

/// Records GPS points during a run. Location callbacks arrive on `queue`, not the main thread.
final class RunTracker: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private let queue = DispatchQueue(label: "app.runlog.tracker")
    private var points: [CLLocation] = []
    private var startedAt: Date?

    override init() {
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
    }

    func start() {
        points.removeAll()
        startedAt = Date()
        manager.startUpdatingLocation()
    }

    func stop() {
        manager.stopUpdatingLocation()
        queue.async { [points, startedAt] in
            guard let startedAt, points.count > 1 else { return }
            let distance = zip(points, points.dropFirst()).reduce(0) { $0 + $1.1.distance(from: $1.0) }
            let summary = RunSummary(id: UUID(), startedAt: startedAt, distanceMeters: distance,
                                     durationSeconds: Date().timeIntervalSince(startedAt),
                                     polyline: Polyline.encode(points))
            try? RunStore.shared.saveRun(summary)
            BackgroundUploader.shared.schedule()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        queue.async { self.points.append(contentsOf: locations.filter { $0.horizontalAccuracy < 30 }) }
    }
}
