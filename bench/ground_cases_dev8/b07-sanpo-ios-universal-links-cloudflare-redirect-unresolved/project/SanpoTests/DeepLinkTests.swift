import XCTest
@testable import Sanpo

final class DeepLinkTests: XCTestCase {
    func testRouteLink() {
        XCTAssertEqual(DeepLink(url: URL(string: "https://sanpo.app/r/8Kx2pQ")!), .route(id: "8Kx2pQ"))
    }

    func testUserLink() {
        XCTAssertEqual(DeepLink(url: URL(string: "https://sanpo.app/u/mika_walks")!), .user(name: "mika_walks"))
    }

    func testLegacySchemeLink() {
        XCTAssertEqual(DeepLink(url: URL(string: "sanpo://r/8Kx2pQ")!), .route(id: "8Kx2pQ"))
    }

    func testOtherHostIsIgnored() {
        XCTAssertNil(DeepLink(url: URL(string: "https://example.com/r/8Kx2pQ")!))
    }
}
