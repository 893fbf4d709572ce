import Foundation

/// A small in-memory cache for thumbnail data, keyed by URL, evicting least recently used entries.
public actor ImageCache {
    private var storage: [URL: Data] = [:]
    private var order: [URL] = []
    private let capacity: Int

    public init(capacity: Int = 200) {
        self.capacity = capacity
    }

    public func data(for url: URL) -> Data? {
        guard let data = storage[url] else { return nil }
        touch(url)
        return data
    }

    public func insert(_ data: Data, for url: URL) {
        if storage[url] == nil, storage.count >= capacity, let oldest = order.first {
            storage[oldest] = nil
            order.removeFirst()
        }
        storage[url] = data
        touch(url)
    }

    public func removeAll() {
        storage.removeAll()
        order.removeAll()
    }

    private func touch(_ url: URL) {
        order.removeAll { $0 == url }
        order.append(url)
    }
}
