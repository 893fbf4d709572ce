import XCTest
@testable import HakoTrack

final class EtaFormatterTests: XCTestCase {
    func testNil() {
        XCTAssertEqual(EtaFormatter.text(seconds: nil), "--")
    }

    func testUnderAMinute() {
        XCTAssertEqual(EtaFormatter.text(seconds: 42), "まもなく到着")
    }

    func testMinutes() {
        XCTAssertEqual(EtaFormatter.text(seconds: 330), "約5分")
    }

    func testHours() {
        XCTAssertEqual(EtaFormatter.text(seconds: 3900), "約1時間5分")
        XCTAssertEqual(EtaFormatter.text(seconds: 7200), "約2時間")
    }
}
