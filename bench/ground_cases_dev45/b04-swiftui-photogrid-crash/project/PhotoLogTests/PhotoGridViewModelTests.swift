import XCTest
@testable import PhotoLog

final class FakeStore: PhotoStoring, @unchecked Sendable {
    var photos: [Photo]
    init(_ photos: [Photo]) { self.photos = photos }
    func fetchAll() async throws -> [Photo] { photos }
    func delete(id: UUID) async throws { photos.removeAll { $0.id == id } }
}

@MainActor
final class PhotoGridViewModelTests: XCTestCase {
    private func makePhotos(_ n: Int) -> [Photo] {
        (0..<n).map { i in
            Photo(id: UUID(), takenAt: Date(timeIntervalSince1970: Double(i)), fileName: "p\(i).jpg", caption: "")
        }
    }

    func testReloadLoadsPhotos() async {
        let vm = PhotoGridViewModel(store: FakeStore(makePhotos(3)))
        await vm.reload()
        XCTAssertEqual(vm.photos.count, 3)
    }

    func testReloadTwiceDoesNotDuplicate() async {
        let vm = PhotoGridViewModel(store: FakeStore(makePhotos(3)))
        await vm.reload()
        await vm.reload()
        XCTAssertEqual(vm.photos.count, 3)
    }

    func testSelectSetsIndex() async {
        let photos = makePhotos(2)
        let vm = PhotoGridViewModel(store: FakeStore(photos))
        await vm.reload()
        vm.select(photos[1])
        XCTAssertEqual(vm.selectedPhoto, photos[1])
    }
}
