import SwiftUI

@MainActor
final class OrderHistoryStore: ObservableObject {
    @Published private(set) var orders: [PastOrder] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let service: OrderService
    private let rowHeight: CGFloat = 44
    private var nextCursor: String?

    init(service: OrderService) {
        self.service = service
    }

    var canLoadMore: Bool { nextCursor != nil }

    /// Rows per page: four screens' worth, so fast scrolling doesn't hit the end of a page right away.
    private var pageSize: Int {
        Int(UIScreen.main.bounds.height / rowHeight) * 4
    }

    func loadFirstPage() async {
        nextCursor = nil
        orders = []
        await loadMore()
    }

    func loadMore() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await service.history(limit: pageSize, cursor: nextCursor)
            orders += page.items
            nextCursor = page.nextCursor
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
