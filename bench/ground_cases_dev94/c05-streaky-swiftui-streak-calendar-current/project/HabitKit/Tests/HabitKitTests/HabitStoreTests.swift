import XCTest
@testable import HabitKit

final class HabitStoreTests: XCTestCase {
    private var url: URL!

    override func setUp() {
        super.setUp()
        url = FileManager.default.temporaryDirectory.appending(path: "habits-\(UUID().uuidString).json")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: url)
        super.tearDown()
    }

    func testSaveAndLoadRoundTrip() throws {
        let store = HabitStore(fileURL: url)
        store.add(Habit(title: "跑步", emoji: "🏃"))
        let reloaded = HabitStore(fileURL: url)
        try reloaded.load()
        XCTAssertEqual(reloaded.habits.map(\.title), ["跑步"])
    }

    func testToggleTodayTwiceRemovesCompletion() throws {
        let store = HabitStore(fileURL: url)
        let habit = Habit(title: "读书")
        store.add(habit)
        store.toggleToday(habit.id)
        store.toggleToday(habit.id)
        XCTAssertTrue(store.habits[0].completions.isEmpty)
    }

    func testLoadsLegacyDoubleDates() throws {
        let legacy = #"[{"archived":false,"completions":[758534400],"createdAt":758534400,"emoji":"✅","id":"6F1C2D4E-8A51-4C53-9D1B-2B7F0C9E7A10","title":"旧数据"}]"#
        try Data(legacy.utf8).write(to: url)
        let store = HabitStore(fileURL: url)
        try store.load()
        XCTAssertEqual(store.habits.first?.completions.first, Date(timeIntervalSinceReferenceDate: 758534400))
    }

    func testArchivedHabitsAreHidden() {
        let store = HabitStore(fileURL: url)
        let habit = Habit(title: "冥想")
        store.add(habit)
        store.archive(habit.id)
        XCTAssertTrue(store.active.isEmpty)
    }
}
