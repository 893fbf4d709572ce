import XCTest
@testable import Tide

final class FeedClientTests: XCTestCase {
    func testDecodes() throws {
        let items = try JSONDecoder().decode([FeedItem].self, from: Data("[{\"id\":1,\"title\":\"a\"}]".utf8))
        XCTAssertEqual(items.count, 1)
    }
}
