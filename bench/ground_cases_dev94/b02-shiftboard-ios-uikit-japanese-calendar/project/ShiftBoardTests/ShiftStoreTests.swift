import XCTest
@testable import ShiftBoard

@MainActor
final class ShiftStoreTests: XCTestCase {
    private func shift(_ id: String, _ start: String, _ end: String) -> Shift {
        Shift(id: id, storeName: "渋谷店", role: .hall,
              start: DateParsing.api.date(from: start)!, end: DateParsing.api.date(from: end)!,
              breakMinutes: 0, note: nil)
    }

    func testThisWeekIsMondayToSunday() {
        let store = ShiftStore(api: APIClient(baseURL: URL(string: "https://example.invalid")!))
        store.replaceForTesting([
            shift("sun", "2025-03-30T10:00:00+09:00", "2025-03-30T15:00:00+09:00"),
            shift("mon", "2025-03-31T08:00:00+09:00", "2025-03-31T12:00:00+09:00"),
            shift("wed", "2025-04-02T18:00:00+09:00", "2025-04-02T22:00:00+09:00"),
            shift("sun2", "2025-04-06T20:00:00+09:00", "2025-04-06T23:00:00+09:00"),
        ])
        let now = DateParsing.api.date(from: "2025-04-02T12:00:00+09:00")!
        XCTAssertEqual(store.thisWeek(now: now).map(\.id), ["mon", "wed", "sun2"])
    }

    func testTotalHoursSubtractsBreaks() {
        let store = ShiftStore(api: APIClient(baseURL: URL(string: "https://example.invalid")!))
        var s = shift("a", "2025-04-01T09:00:00+09:00", "2025-04-01T18:00:00+09:00")
        s = Shift(id: s.id, storeName: s.storeName, role: s.role, start: s.start, end: s.end, breakMinutes: 60, note: nil)
        XCTAssertEqual(store.totalHours(of: [s]), 8)
    }
}
