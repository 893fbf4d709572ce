import XCTest
@testable import LiveChatKit

final class BackoffTests: XCTestCase {
    /// random() == 0.5 gives a factor of exactly 1.
    private func fixed(base: TimeInterval, max: TimeInterval) -> Backoff {
        Backoff(base: base, max: max, random: { 0.5 })
    }

    func testDoublesFromBase() {
        var b = fixed(base: 1, max: 300)
        XCTAssertEqual([b.next(), b.next(), b.next(), b.next()], [1, 2, 4, 8])
    }

    func testCapsAtMax() {
        var b = fixed(base: 1, max: 10)
        for _ in 0..<10 { _ = b.next() }
        XCTAssertEqual(b.next(), 10)
    }

    func testResetStartsOver() {
        var b = fixed(base: 2, max: 60)
        _ = b.next()
        _ = b.next()
        b.reset()
        XCTAssertEqual(b.next(), 2)
    }

    func testJitterStaysWithinBounds() {
        var low = Backoff(base: 10, max: 100, random: { 0 })
        var high = Backoff(base: 10, max: 100, random: { 1 })
        XCTAssertEqual(low.next(), 8, accuracy: 1e-9)
        XCTAssertEqual(high.next(), 12, accuracy: 1e-9)
    }

    func testAttemptCounts() {
        var b = Backoff(base: 1, max: 5)
        _ = b.next()
        XCTAssertEqual(b.attempt, 1)
    }
}
