import Foundation
import os

/// Sends the outbox, oldest first, and decides what happens to each item.
public actor SyncEngine {
    enum Outcome: Equatable {
        case sent
        case retryLater(String)
        case dead(String)
    }

    private let store: OutboxStore
    private let api: APIClienting
    private var backoff: Backoff
    private var isFlushing = false
    private var retryTask: Task<Void, Never>?
    private let batchSize = 20
    private let log = Logger(subsystem: "com.tidepool.synckit", category: "outbox")

    public init(store: OutboxStore, api: APIClienting, backoff: Backoff = Backoff()) {
        self.store = store
        self.api = api
        self.backoff = backoff
    }

    /// Sends what is pending. Called on launch, when the network comes back and when
    /// the app becomes active; overlapping calls are meant to coalesce into one.
    public func flush() async {
        guard !isFlushing else { return }
        let pending = await store.pending(limit: batchSize)
        isFlushing = true
        defer { isFlushing = false }

        for item in pending {
            switch await send(item) {
            case .sent:
                await store.remove(item.id)
                backoff.reset()
            case .retryLater(let reason):
                await store.bumpAttempts(item.id, error: reason)
                scheduleRetry()
                return
            case .dead(let reason):
                await store.markDead(item.id, reason: reason)
            }
        }
    }

    func send(_ item: OutboxItem) async -> Outcome {
        log.debug("sending \(item.id.uuidString, privacy: .public) attempt \(item.attempts + 1) key \(item.idempotencyKey, privacy: .public)")
        do {
            let status = try await api.send(item)
            log.debug("\(item.id.uuidString, privacy: .public) -> HTTP \(status)")
            switch status {
            case 200..<300, 409:
                // 409: the server already has this idempotency key, so it was sent before
                return .sent
            case 408, 429:
                return .retryLater("HTTP \(status)")
            case 400..<500:
                // the request itself is wrong; sending it again won't change the answer
                return .dead("HTTP \(status)")
            default:
                return .retryLater("HTTP \(status)")
            }
        } catch {
            return .retryLater(error.localizedDescription)
        }
    }

    private func scheduleRetry() {
        retryTask?.cancel()
        let delay = backoff.next()
        retryTask = Task { [weak self] in
            try? await Task.sleep(for: .seconds(delay))
            guard !Task.isCancelled else { return }
            await self?.flush()
        }
    }
}
