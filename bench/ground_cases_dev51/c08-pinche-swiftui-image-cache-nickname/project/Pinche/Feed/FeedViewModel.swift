import Foundation

struct Post: Decodable, Identifiable, Hashable {
    let id: String
    let author: String
    let imageUrl: URL
    let likeCount: Int
    let createdAt: Date
}

private struct Page: Decodable {
    let items: [Post]
    let nextCursor: String?
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private var cursor: String?
    private var reachedEnd = false
    private let pageSize = 30

    func refresh() async {
        cursor = nil
        reachedEnd = false
        posts = []
        await loadMore()
    }

    func loadMoreIfNeeded(current post: Post) async {
        guard post.id == posts.last?.id else { return }
        await loadMore()
    }

    private func loadMore() async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        defer { isLoading = false }
        var query = [URLQueryItem(name: "limit", value: String(pageSize))]
        if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
        do {
            let page: Page = try await APIClient.shared.get("feed", query: query)
            posts.append(contentsOf: page.items)
            cursor = page.nextCursor
            reachedEnd = page.nextCursor == nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
