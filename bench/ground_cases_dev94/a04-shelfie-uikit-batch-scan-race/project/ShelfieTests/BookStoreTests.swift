import XCTest
@testable import Shelfie

private final class SpyDelegate: BookStoreDelegate {
    var added: [(Book, Int)] = []
    var onAdd: (() -> Void)?

    func bookStore(_ store: BookStore, didAdd book: Book, at index: Int) {
        added.append((book, index))
        onAdd?()
    }

    func bookStoreDidReload(_ store: BookStore) {}
}

final class BookStoreTests: XCTestCase {
    private var url: URL!

    override func setUp() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".json")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: url)
    }

    func testAddNotifiesDelegateWithIndex() {
        let store = BookStore(fileURL: url)
        let spy = SpyDelegate()
        store.delegate = spy
        let done = expectation(description: "added")
        spy.onAdd = { done.fulfill() }
        store.add(.placeholder(isbn: "9780441172719"))
        wait(for: [done], timeout: 1)
        XCTAssertEqual(spy.added.first?.1, 0)
        XCTAssertEqual(store.books.count, 1)
    }

    func testDuplicateISBNIsIgnored() {
        let store = BookStore(fileURL: url)
        let spy = SpyDelegate()
        store.delegate = spy
        let done = expectation(description: "added once")
        spy.onAdd = { done.fulfill() }
        store.add(.placeholder(isbn: "9780441172719"))
        store.add(.placeholder(isbn: "9780441172719"))
        wait(for: [done], timeout: 1)
        XCTAssertEqual(store.books.count, 1)
    }

    func testLibrarySurvivesReload() {
        let store = BookStore(fileURL: url)
        let spy = SpyDelegate()
        store.delegate = spy
        let done = expectation(description: "added")
        spy.onAdd = { done.fulfill() }
        store.add(.placeholder(isbn: "9780553293357"))
        wait(for: [done], timeout: 1)
        XCTAssertEqual(BookStore(fileURL: url).books.map(\.isbn), ["9780553293357"])
    }

    func testRemoveDeletesTheBook() {
        let store = BookStore(fileURL: url)
        let spy = SpyDelegate()
        store.delegate = spy
        let done = expectation(description: "added")
        spy.onAdd = { done.fulfill() }
        store.add(.placeholder(isbn: "9780553293357"))
        wait(for: [done], timeout: 1)
        store.remove(at: 0)
        XCTAssertTrue(store.books.isEmpty)
    }
}
