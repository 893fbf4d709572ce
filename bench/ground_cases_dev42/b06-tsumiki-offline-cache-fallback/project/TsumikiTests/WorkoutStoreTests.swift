import XCTest
@testable import Tsumiki

@MainActor
final class WorkoutStoreTests: XCTestCase {
    private var cacheURL: URL!

    override func setUp() {
        cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).json")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: cacheURL)
    }

    func testLoadSortsNewestFirst() async throws {
        let older = Workout.preview
        var newer = Workout.preview
        newer.startedAt = older.startedAt.addingTimeInterval(86_400)
        let api = StubAPIClient(result: .success([older, newer]))
        let store = WorkoutStore(api: api, cache: WorkoutCache(url: cacheURL))
        await store.load()
        XCTAssertEqual(store.workouts.first?.startedAt, newer.startedAt)
    }

    func testLoadWritesCache() async throws {
        let api = StubAPIClient(result: .success([Workout.preview]))
        let cache = WorkoutCache(url: cacheURL)
        let store = WorkoutStore(api: api, cache: cache)
        await store.load()
        XCTAssertEqual(try cache.load()?.count, 1)
    }

    func testLoadFailureSetsMessage() async {
        let api = StubAPIClient(result: .failure(URLError(.notConnectedToInternet)))
        let store = WorkoutStore(api: api, cache: WorkoutCache(url: cacheURL))
        await store.load()
        XCTAssertNotNil(store.errorMessage)
    }
}
