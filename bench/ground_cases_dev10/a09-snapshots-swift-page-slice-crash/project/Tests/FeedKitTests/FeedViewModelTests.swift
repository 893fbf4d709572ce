import XCTest
@testable import FeedKit

private struct StubLoader: FeedLoading {
    let pages: [FeedResponse]

    func loadFeed(cursor: String?) async throws -> FeedResponse {
        let index = cursor.flatMap(Int.init) ?? 0
        return pages[index]
    }
}

private func photos(_ range: Range<Int>) -> [Photo] {
    range.map { i in
        Photo(id: "p\(i)", author: "a", takenAt: Date(timeIntervalSince1970: TimeInterval(i)),
              thumbnailURL: URL(string: "https://img.example/t/\(i)")!,
              fullURL: URL(string: "https://img.example/f/\(i)")!)
    }
}

@MainActor
final class FeedViewModelTests: XCTestCase {
    func testFirstPage() async {
        let vm = FeedViewModel(loader: StubLoader(pages: [FeedResponse(photos: photos(0..<24), nextCursor: nil)]),
                               pageSize: 12)
        await vm.refresh()
        XCTAssertEqual(vm.pageCount, 2)
        XCTAssertEqual(vm.page(at: 0).map(\.id).first, "p0")
        XCTAssertEqual(vm.page(at: 1).count, 12)
    }

    func testLoadMoreSkipsDuplicates() async {
        let loader = StubLoader(pages: [
            FeedResponse(photos: photos(0..<12), nextCursor: "1"),
            FeedResponse(photos: photos(10..<20), nextCursor: nil),
        ])
        let vm = FeedViewModel(loader: loader, pageSize: 12)
        await vm.refresh()
        await vm.loadMore()
        XCTAssertEqual(vm.photos.count, 20)
    }
}
