import Foundation
import Observation

@MainActor
@Observable
final class PhotoGridViewModel {
    private(set) var photos: [Photo] = []
    var selectedIndex: Int?
    var isLoading = false
    var errorMessage: String?

    private let store: PhotoStoring

    init(store: PhotoStoring = PhotoStore.shared) {
        self.store = store
    }

    func reload() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let fetched = try await store.fetchAll()
            // 毎回全件取り直すので置き換える (refreshable と初回 .task の両方から呼ばれる)
            var seen = Set<Photo.ID>()
            photos = fetched.filter { seen.insert($0.id).inserted }
            errorMessage = nil
        } catch {
            errorMessage = "写真を読み込めませんでした"
        }
    }

    func delete(at offsets: IndexSet) async {
        let targets = offsets.map { photos[$0] }
        photos.remove(atOffsets: offsets)
        for photo in targets {
            try? await store.delete(id: photo.id)
        }
    }

    func select(_ photo: Photo) {
        selectedIndex = photos.firstIndex(of: photo)
    }

    var selectedPhoto: Photo? {
        guard selectedIndex != nil else { return nil }
        return photos[selectedIndex!]
    }

    var isShowingDetail: Bool {
        get { selectedIndex != nil }
        set { if !newValue { selectedIndex = nil } }
    }

    var countLabel: String {
        photos.isEmpty ? "写真なし" : "\(photos.count)枚"
    }
}
