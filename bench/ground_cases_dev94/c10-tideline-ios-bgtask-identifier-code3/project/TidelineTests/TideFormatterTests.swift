import XCTest
@testable import Tideline

final class TideFormatterTests: XCTestCase {
    private let wusong = Station(id: "SH-WUSONG", name: "吴淞", timeZoneID: "Asia/Shanghai", utcOffsetSeconds: 8 * 3600)

    private func event(_ iso: String, at station: Station, kind: TideEvent.Kind = .high) -> TideEvent {
        let time = ISO8601DateFormatter().date(from: iso)!
        return TideEvent(id: iso, station: station, kind: kind, time: time, heightMeters: 3.456)
    }

    func testShowsStationLocalTime() {
        let e = event("2025-03-10T01:15:00Z", at: wusong)
        XCTAssertEqual(TideFormatter.time(e), "3月10日 09:15")
    }

    func testFollowsDaylightSavingTime() {
        let sfo = Station(id: "US-SFO", name: "San Francisco", timeZoneID: "America/Los_Angeles", utcOffsetSeconds: -8 * 3600)
        // 2025-03-12 是夏令时（UTC-7）
        let e = event("2025-03-12T16:30:00Z", at: sfo)
        XCTAssertEqual(TideFormatter.time(e), "3月12日 09:30")
    }

    func testHeightHasTwoDecimals() {
        let e = event("2025-03-10T01:15:00Z", at: wusong)
        XCTAssertEqual(TideFormatter.height(e), "3.46 m")
    }

    func testSummary() {
        let e = event("2025-03-10T07:40:00Z", at: wusong, kind: .low)
        XCTAssertEqual(TideFormatter.summary(e), "低潮 3月10日 15:40 · 3.46 m")
    }
}
