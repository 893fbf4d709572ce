import XCTest
@testable import Readly

final class FeedParserTests: XCTestCase {
    private func feed(_ items: String) -> Data {
        Data("""
        <?xml version="1.0"?>
        <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title>
        \(items)
        </channel></rss>
        """.utf8)
    }

    func testParsesTitleAndLink() {
        let items = FeedParser().parse(feed("<item><title>Hello</title><link>https://e.com/a</link></item>"))
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items[0].title, "Hello")
        XCTAssertEqual(items[0].link, URL(string: "https://e.com/a"))
    }

    func testImageFromEnclosure() {
        let xml = #"<item><title>x</title><enclosure url="https://e.com/i.jpg" type="image/jpeg"/></item>"#
        XCTAssertEqual(FeedParser().parse(feed(xml))[0].imageURL, URL(string: "https://e.com/i.jpg"))
    }

    func testIgnoresAudioEnclosure() {
        let xml = #"<item><title>x</title><enclosure url="https://e.com/a.mp3" type="audio/mpeg"/></item>"#
        XCTAssertNil(FeedParser().parse(feed(xml))[0].imageURL)
    }

    func testMediaThumbnail() {
        let xml = #"<item><title>x</title><media:thumbnail url="https://e.com/t.jpg"/></item>"#
        XCTAssertEqual(FeedParser().parse(feed(xml))[0].imageURL, URL(string: "https://e.com/t.jpg"))
    }

    func testPubDateGMT() {
        let date = RSSDate.parse("Tue, 04 Nov 2025 14:00:00 GMT")
        XCTAssertEqual(date, ISO8601DateFormatter().date(from: "2025-11-04T14:00:00Z"))
    }

    func testPubDateKeepsNumericOffset() {
        let date = RSSDate.parse("Thu, 06 Nov 2025 09:47:12 +0100")
        XCTAssertEqual(date, ISO8601DateFormatter().date(from: "2025-11-06T08:47:12Z"))
    }

    func testPubDateZoneName() {
        let date = RSSDate.parse("Thu, 06 Nov 2025 03:47:12 EST")
        XCTAssertEqual(date, ISO8601DateFormatter().date(from: "2025-11-06T08:47:12Z"))
    }

    func testSkipsItemsWithoutPubDate() {
        let items = FeedParser().parse(feed("<item><title>x</title></item>"))
        XCTAssertNil(items[0].published)
    }
}
