import XCTest
@testable import SyncKit

final class FakeAPI: APIClienting, @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int]
    private(set) var sent: [UUID] = []

    init(statuses: [Int]) {
        self.statuses = statuses
    }

    func send(_ item: OutboxItem) async throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        sent.append(item.id)
        return statuses.isEmpty ? 200 : statuses.removeFirst()
    }
}

final class SyncEngineTests: XCTestCase {
    private func item() -> OutboxItem {
        OutboxItem(method: "POST", path: "/v1/readings", body: Data("{}".utf8))
    }

    func testSentItemsAreRemoved() async {
        let store = OutboxStore(fileURL: nil)
        await store.enqueue(item())
        await store.enqueue(item())
        let engine = SyncEngine(store: store, api: FakeAPI(statuses: [201, 200]))
        await engine.flush()
        let left = await store.pending(limit: 10)
        XCTAssertTrue(left.isEmpty)
    }

    func testServerErrorKeepsItemForRetry() async {
        let store = OutboxStore(fileURL: nil)
        await store.enqueue(item())
        let engine = SyncEngine(store: store, api: FakeAPI(statuses: [503]))
        await engine.flush()
        let left = await store.pending(limit: 10)
        XCTAssertEqual(left.count, 1)
        XCTAssertEqual(left.first?.attempts, 1)
    }

    func testClientErrorDeadLettersItem() async {
        let store = OutboxStore(fileURL: nil)
        await store.enqueue(item())
        await store.enqueue(item())
        let engine = SyncEngine(store: store, api: FakeAPI(statuses: [422, 201]))
        await engine.flush()
        let dead = await store.deadItems
        let left = await store.pending(limit: 10)
        XCTAssertEqual(dead.map(\.lastError), ["HTTP 422"])
        XCTAssertTrue(left.isEmpty, "a dead item must not block the ones behind it")
    }

    func testRateLimitIsRetried() async {
        let store = OutboxStore(fileURL: nil)
        await store.enqueue(item())
        let engine = SyncEngine(store: store, api: FakeAPI(statuses: [429]))
        await engine.flush()
        let dead = await store.deadItems
        XCTAssertTrue(dead.isEmpty)
    }
}
