import XCTest
@testable import Tabiyori

@MainActor
final class DeepLinkRouterTests: XCTestCase {

    func testCustomSchemeTrip() {
        let url = URL(string: "tabiyori://trips/42")!
        XCTAssertEqual(DeepLinkRouter.destination(for: url), .trip(id: "42"))
    }

    func testCustomSchemeInbox() {
        let url = URL(string: "tabiyori://inbox")!
        XCTAssertEqual(DeepLinkRouter.destination(for: url), .inbox)
    }

    func testUniversalLinkTrip() {
        let url = URL(string: "https://app.tabiyori.jp/trips/8812")!
        XCTAssertEqual(DeepLinkRouter.destination(for: url), .trip(id: "8812"))
    }

    func testOtherHostGoesHome() {
        let url = URL(string: "https://example.com/trips/8812")!
        XCTAssertEqual(DeepLinkRouter.destination(for: url), .home)
    }

    func testUnknownGoesHome() {
        let url = URL(string: "tabiyori://settings")!
        XCTAssertEqual(DeepLinkRouter.destination(for: url), .home)
    }
}
