import Foundation

struct Photo: Identifiable, Decodable, Hashable {
    let id: String
    let author: String
    let imageURL: URL
    let width: Int
    let height: Int
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var photos: [Photo] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let api: APIClient
    private var nextPage = 1
    private var reachedEnd = false

    init(api: APIClient) {
        self.api = api
    }

    func load() async {
        nextPage = 1
        reachedEnd = false
        photos = []
        await loadMore()
    }

    func loadMore() async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await api.photos(page: nextPage)
            photos.append(contentsOf: page)
            reachedEnd = page.isEmpty
            nextPage += 1
        } catch {
            errorMessage = "写真を読み込めませんでした"
        }
    }

    func loadMoreIfNeeded(current photo: Photo) async {
        guard photo.id == photos.last?.id else { return }
        await loadMore()
    }
}
