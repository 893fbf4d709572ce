import XCTest
@testable import Pinche

final class ImageCacheTests: XCTestCase {
    override func tearDown() {
        ImageCache.shared.removeAll()
        super.tearDown()
    }

    func testKeyIncludesSize() {
        let url = URL(string: "https://img.pinche.app/a.jpg")!
        XCTAssertEqual(ImageCache.key(url: url, size: CGSize(width: 180, height: 120)),
                       "https://img.pinche.app/a.jpg@180x120")
    }

    func testInsertAndRead() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        ImageCache.shared.insert(image, for: "k")
        XCTAssertNotNil(ImageCache.shared.image(for: "k"))
    }

    func testRemoveAll() {
        let image = UIImage(systemName: "star")!
        ImageCache.shared.insert(image, for: "k2")
        ImageCache.shared.removeAll()
        XCTAssertNil(ImageCache.shared.image(for: "k2"))
    }
}
