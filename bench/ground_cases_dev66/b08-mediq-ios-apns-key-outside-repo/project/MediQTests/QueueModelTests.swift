import XCTest
@testable import MediQ

@MainActor
final class QueueModelTests: XCTestCase {

    func testMessageWhenNotCheckedIn() {
        let model = QueueModel()
        XCTAssertEqual(model.message, "受付していません")
    }

    func testMessageWhenNext() {
        let model = QueueModel()
        model.ticketNumber = 12
        model.waitingAhead = 0
        XCTAssertEqual(model.message, "まもなく呼ばれます")
    }

    func testMessageWhenClose() {
        let model = QueueModel()
        model.ticketNumber = 12
        model.waitingAhead = 2
        XCTAssertEqual(model.message, "あと2人です。待合室にお戻りください")
    }
}
