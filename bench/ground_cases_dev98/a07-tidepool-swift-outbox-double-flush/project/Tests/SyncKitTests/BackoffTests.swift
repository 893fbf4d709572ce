import XCTest
@testable import SyncKit

final class BackoffTests: XCTestCase {
    /// Always picks the upper bound, so the exponential envelope is visible.
    private let upper: @Sendable (ClosedRange<TimeInterval>) -> TimeInterval = { $0.upperBound }

    func testBoundDoublesUpToCap() {
        var backoff = Backoff(base: 2, cap: 30, random: upper)
        let delays = (0..<6).map { _ in backoff.next() }
        XCTAssertEqual(delays, [2, 4, 8, 16, 30, 30])
    }

    func testJitterStaysWithinBound() {
        var backoff = Backoff(base: 2, cap: 30)
        for attempt in 0..<20 {
            let bound = backoff.peek
            let delay = backoff.next()
            XCTAssertTrue((0...bound).contains(delay), "attempt \(attempt): \(delay) not in 0...\(bound)")
        }
    }

    func testResetStartsOver() {
        var backoff = Backoff(base: 1, cap: 60, random: upper)
        _ = backoff.next()
        _ = backoff.next()
        backoff.reset()
        XCTAssertEqual(backoff.next(), 1)
    }

    func testPeekDoesNotAdvance() {
        var backoff = Backoff(base: 3, cap: 60, random: upper)
        XCTAssertEqual(backoff.peek, 3)
        XCTAssertEqual(backoff.peek, 3)
        XCTAssertEqual(backoff.next(), 3)
        XCTAssertEqual(backoff.peek, 6)
    }

    func testIsAtCap() {
        var backoff = Backoff(base: 10, cap: 20, random: upper)
        XCTAssertFalse(backoff.isAtCap)
        _ = backoff.next()
        XCTAssertTrue(backoff.isAtCap)
    }
}
