import XCTest
@testable import Pixa

final class ImageCacheTests: XCTestCase {
    func testSharedInstance() {
        XCTAssertTrue(ImageCache.shared === ImageCache.shared)
    }
}
