import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Wires the engine to the things that should trigger a flush.
@MainActor
public final class SyncCoordinator {
    private let engine: SyncEngine
    private let store: OutboxStore
    private let reachability = Reachability()
    private var observers: [NSObjectProtocol] = []

    public init(store: OutboxStore, engine: SyncEngine) {
        self.store = store
        self.engine = engine
    }

    public func start() {
        reachability.onBecameReachable = { [engine] in
            Task { await engine.flush() }
        }
        reachability.start()
        #if canImport(UIKit)
        observers.append(NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [engine] _ in
            Task { await engine.flush() }
        })
        #endif
        Task { await engine.flush() }
    }

    /// Queues a write and tries to send it right away.
    public func enqueue(method: String, path: String, body: Data) {
        let item = OutboxItem(method: method, path: path, body: body)
        Task { [store, engine] in
            await store.enqueue(item)
            await engine.flush()
        }
    }
}
