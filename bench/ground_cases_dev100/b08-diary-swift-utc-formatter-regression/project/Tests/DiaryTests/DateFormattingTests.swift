import XCTest
@testable import Diary

final class DateFormattingTests: XCTestCase {
    /// 2025-10-14 03:00:00 UTC
    let date = Date(timeIntervalSince1970: 1_760_410_800)

    func testDayTitleIsJapanese() {
        XCTAssertEqual(DateFormatting.dayTitle(date), "10月14日(火)")
    }

    func testRelativeTitleToday() {
        XCTAssertEqual(DateFormatting.relativeDayTitle(date, now: date), "今日")
    }

    func testRelativeTitleYesterday() {
        let now = date.addingTimeInterval(24 * 60 * 60)
        XCTAssertEqual(DateFormatting.relativeDayTitle(date, now: now), "昨日")
    }

    func testRelativeTitleOlderDayIsNotYesterday() {
        let now = date.addingTimeInterval(3 * 24 * 60 * 60)
        XCTAssertNotEqual(DateFormatting.relativeDayTitle(date, now: now), "昨日")
    }

    func testHeadlineSkipsBlankLines() {
        let entry = Entry(text: "\n\n晴れ\n散歩", mood: .good)
        XCTAssertEqual(entry.headline, "晴れ")
    }

    func testHeadlineOfEmptyText() {
        XCTAssertEqual(Entry(text: "").headline, "")
    }
}
