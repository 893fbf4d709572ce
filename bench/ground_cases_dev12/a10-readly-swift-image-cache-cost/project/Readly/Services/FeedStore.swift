import Foundation

@MainActor
final class FeedStore: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var isRefreshing = false
    @Published var lastError: String?

    private let session: URLSession
    private let parser = FeedParser()
    private var feeds: [Feed]
    private var timer: Timer?

    init(feeds: [Feed]) {
        self.feeds = feeds
        let config = URLSessionConfiguration.default
        config.urlCache = URLCache(memoryCapacity: 8 * 1024 * 1024, diskCapacity: 64 * 1024 * 1024)
        config.timeoutIntervalForRequest = 20
        session = URLSession(configuration: config)
    }

    func startAutoRefresh() {
        let minutes = UserDefaults.standard.object(forKey: "refreshMinutes") as? Int ?? 30
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: TimeInterval(minutes * 60), repeats: true) { [weak self] _ in
            Task { await self?.refreshAll() }
        }
    }

    func refreshAll() async {
        guard !isRefreshing else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        var fresh: [Article] = []
        for feed in feeds {
            do {
                let (data, _) = try await session.data(from: feed.url)
                fresh += parser.parse(data).map { Article(item: $0, feed: feed) }
            } catch {
                lastError = "\(feed.title): \(error.localizedDescription)"
            }
        }
        let readIDs = Set(articles.filter(\.isRead).map(\.id))
        articles = fresh
            .map { var a = $0; a.isRead = readIDs.contains(a.id); return a }
            .sorted { ($0.published ?? .distantPast) > ($1.published ?? .distantPast) }
    }

    func markRead(_ article: Article) {
        guard let i = articles.firstIndex(where: { $0.id == article.id }) else { return }
        articles[i].isRead = true
    }
}
