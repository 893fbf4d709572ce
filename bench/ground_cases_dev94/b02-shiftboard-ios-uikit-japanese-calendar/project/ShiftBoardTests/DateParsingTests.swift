import XCTest
@testable import ShiftBoard

final class DateParsingTests: XCTestCase {
    func testParsesOffsetTimestamp() throws {
        let date = try XCTUnwrap(DateParsing.api.date(from: "2025-04-01T09:00:00+09:00"))
        XCTAssertEqual(date.timeIntervalSince1970, 1_743_465_600)
    }

    func testRoundTrip() throws {
        let date = Date(timeIntervalSince1970: 1_743_465_600)
        XCTAssertEqual(DateParsing.apiString(from: date), "2025-04-01T09:00:00+09:00")
    }

    func testAPIFormatterIgnoresUserLocale() {
        XCTAssertEqual(DateParsing.api.locale.identifier, "en_US_POSIX")
    }

    func testTimeFormat() {
        let date = Date(timeIntervalSince1970: 1_743_465_600)
        XCTAssertEqual(DateParsing.time.string(from: date), "9:00")
    }

    func testDTOConversion() throws {
        let json = """
        {"id": "s1", "store_name": "渋谷店", "role": "hall", "starts_at": "2025-04-01T09:00:00+09:00",
         "ends_at": "2025-04-01T17:30:00+09:00", "break_minutes": 60, "note": " 研修 "}
        """
        let dto = try JSONDecoder().decode(ShiftDTO.self, from: Data(json.utf8))
        let shift = try XCTUnwrap(dto.toShift())
        XCTAssertEqual(shift.workedHours, 7.5)
        XCTAssertEqual(ShiftCell.hoursText(shift.workedHours), "7時間30分")
        XCTAssertEqual(ShiftCell.hoursText(8), "8時間")
        XCTAssertEqual(ShiftCell.hoursText(0.25), "15分")
        XCTAssertEqual(shift.note, "研修")
    }
}
