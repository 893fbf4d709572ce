import Foundation

/// The outbox, persisted as one JSON file so queued writes survive the app being killed.
public actor OutboxStore {
    private var items: [OutboxItem] = []
    private let fileURL: URL?

    /// `fileURL == nil` keeps everything in memory (tests, previews).
    public init(fileURL: URL?) {
        self.fileURL = fileURL
        if let fileURL, let data = try? Data(contentsOf: fileURL) {
            items = (try? JSONDecoder().decode([OutboxItem].self, from: data)) ?? []
        }
    }

    public func enqueue(_ item: OutboxItem) {
        items.append(item)
        persist()
    }

    /// Pending items, oldest first.
    public func pending(limit: Int) -> [OutboxItem] {
        Array(items.filter { $0.state == .pending }.prefix(limit))
    }

    public func remove(_ id: UUID) {
        items.removeAll { $0.id == id }
        persist()
    }

    public func bumpAttempts(_ id: UUID, error: String) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].attempts += 1
        items[index].lastError = error
        persist()
    }

    public func markDead(_ id: UUID, reason: String) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].state = .dead
        items[index].lastError = reason
        persist()
    }

    public var deadItems: [OutboxItem] {
        items.filter { $0.state == .dead }
    }

    private func persist() {
        guard let fileURL else { return }
        try? JSONEncoder().encode(items).write(to: fileURL, options: .atomic)
    }
}
