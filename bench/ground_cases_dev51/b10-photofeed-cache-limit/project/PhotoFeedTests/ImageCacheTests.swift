import XCTest
@testable import PhotoFeed

final class ImageCacheTests: XCTestCase {
    private let url = URL(string: "https://example.com/a.jpg")!

    override func tearDown() {
        ImageCache.shared.removeAll()
        super.tearDown()
    }

    func testInsertAndRead() {
        let image = UIImage(systemName: "star")!
        ImageCache.shared.insert(image, for: url)
        XCTAssertNotNil(ImageCache.shared.image(for: url))
    }

    func testRemoveAll() {
        ImageCache.shared.insert(UIImage(systemName: "star")!, for: url)
        ImageCache.shared.removeAll()
        XCTAssertNil(ImageCache.shared.image(for: url))
    }

    func testMemoryWarningClearsTheCache() {
        ImageCache.shared.insert(UIImage(systemName: "star")!, for: url)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        XCTAssertNil(ImageCache.shared.image(for: url))
    }
}
