import Foundation
import Observation

/// Holds the photo feed and splits it into pages for the paged grid (one page = one screen of tiles).
@MainActor
@Observable
public final class FeedViewModel {
    public private(set) var photos: [Photo] = []
    public private(set) var isLoading = false
    public private(set) var error: FeedError?
    public let pageSize: Int

    private let loader: FeedLoading
    private var nextCursor: String?
    private var reachedEnd = false

    public init(loader: FeedLoading, pageSize: Int = 12) {
        precondition(pageSize > 0, "pageSize must be positive")
        self.loader = loader
        self.pageSize = pageSize
    }

    public var pageCount: Int {
        (photos.count + pageSize - 1) / pageSize
    }

    public func refresh() async {
        nextCursor = nil
        reachedEnd = false
        photos = []
        await loadMore()
    }

    public func loadMore() async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let response = try await loader.loadFeed(cursor: nextCursor)
            let known = Set(photos.map(\.id))
            photos.append(contentsOf: response.photos.filter { !known.contains($0.id) })
            nextCursor = response.nextCursor
            reachedEnd = response.nextCursor == nil
            error = nil
        } catch let feedError as FeedError {
            error = feedError
        } catch {
            self.error = .badStatus(-1)
        }
    }

    /// The photos shown on page `index` (0-based) of the grid.
    public func page(at index: Int) -> ArraySlice<Photo> {
        guard index >= 0 else { return [] }
        let start = index * pageSize
        return photos[start..<start + pageSize]
    }

    public func toggleLike(_ photo: Photo) {
        guard let i = photos.firstIndex(where: { $0.id == photo.id }) else { return }
        photos[i].likes += 1
    }

    /// Called by the grid when page `index` appears; prefetches when the user is two pages from the end.
    public func pageDidAppear(_ index: Int) async {
        if index >= pageCount - 2 {
            await loadMore()
        }
    }
}
