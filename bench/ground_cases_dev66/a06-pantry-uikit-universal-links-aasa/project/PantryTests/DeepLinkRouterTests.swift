import XCTest
@testable import Pantry

final class DeepLinkRouterTests: XCTestCase {
    private let router = DeepLinkRouter()

    func testProductShortLink() {
        XCTAssertEqual(router.destination(for: URL(string: "https://pantry.shop/p/8812")!), .product(id: "8812"))
    }

    func testNewsletterProductLinkWithTracking() {
        let url = URL(string: "https://pantry.shop/products/8812?utm_source=newsletter&utm_campaign=nov")!
        XCTAssertEqual(router.destination(for: url), .product(id: "8812"))
    }

    func testCategory() {
        XCTAssertEqual(router.destination(for: URL(string: "https://pantry.shop/c/bakery")!), .category(slug: "bakery"))
    }

    func testCustomScheme() {
        XCTAssertEqual(router.destination(for: URL(string: "pantry://product/8812")!), .product(id: "8812"))
    }

    func testForeignHostIsIgnored() {
        XCTAssertNil(router.destination(for: URL(string: "https://example.com/p/1")!))
    }

    func testUnknownPathFallsBackToHome() {
        XCTAssertEqual(router.destination(for: URL(string: "https://pantry.shop/about")!), .home)
    }
}
