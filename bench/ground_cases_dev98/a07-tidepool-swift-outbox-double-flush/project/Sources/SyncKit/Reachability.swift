import Foundation
import Network

/// Calls `onBecameReachable` when the device goes from no usable path to a usable one.
public final class Reachability: @unchecked Sendable {
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "SyncKit.Reachability")
    private var wasSatisfied = false

    public var onBecameReachable: (@Sendable () -> Void)?

    public init() {}

    public func start() {
        monitor.pathUpdateHandler = { [weak self] path in
            guard let self else { return }
            let satisfied = path.status == .satisfied
            if satisfied && !self.wasSatisfied {
                self.onBecameReachable?()
            }
            self.wasSatisfied = satisfied
        }
        monitor.start(queue: queue)
    }

    public func stop() {
        monitor.cancel()
    }

    deinit {
        monitor.cancel()
    }
}
