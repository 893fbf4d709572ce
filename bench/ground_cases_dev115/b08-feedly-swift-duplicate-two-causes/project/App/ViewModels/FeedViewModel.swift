import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published private(set) var isLoading = false
    private var cursor: Date?
    private let api: FeedAPI

    init(api: FeedAPI = FeedAPI()) {
        self.api = api
    }

    func refresh() async {
        cursor = nil
        posts = []
        await loadMore()
    }

    func loadMore() async {
        guard !isLoading else { return }
        do {
            let page = try await api.fetch(before: cursor)
            isLoading = true
            posts.append(contentsOf: page.posts)
            cursor = page.nextCursor
        } catch {
            print("feed load failed: \(error)")
        }
        isLoading = false
    }
}
