import Combine
import Foundation

@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var items: [CartItem] = []
    @Published private(set) var isRefreshing = false
    @Published var promoCode = ""
    @Published private(set) var errorMessage: String?

    private let api: TripAPI
    private var timer: Timer?
    private var observers: [NSObjectProtocol] = []

    init(api: TripAPI) {
        self.api = api
        observers.append(NotificationCenter.default.addObserver(
            forName: .cartDidChange, object: nil, queue: .main
        ) { [weak self] _ in
            Task { await self?.reload() }
        })
    }

    deinit {
        timer?.invalidate()
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    var total: Decimal { items.reduce(0) { $0 + $1.total } }

    var totalText: String {
        guard let code = items.first?.currencyCode else { return "" }
        return PriceFormatter.string(for: total, currencyCode: code)
    }

    func reload() async {
        do {
            items = try await api.cart()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func remove(_ item: CartItem) async {
        items.removeAll { $0.id == item.id }
        try? await api.removeFromCart(item.id)
    }

    func removeAll() async {
        let removed = items
        items = []
        do {
            try await api.clearCart()
        } catch {
            items = removed
            errorMessage = error.localizedDescription
        }
    }

    /// Quotes expire after 15 minutes; refresh them every 30 s while the cart is on screen.
    func startPriceRefresh() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
            Task { await self.refreshPrices() }
        }
    }

    func stopPriceRefresh() {
        timer?.invalidate()
        timer = nil
    }

    func refreshPrices() async {
        guard !items.isEmpty else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            let quotes = try await api.quotes(for: items.map(\.tripID))
            for quote in quotes {
                if let index = items.firstIndex(where: { $0.tripID == quote.tripID }) {
                    items[index].unitPrice = quote.unitPrice
                    items[index].currencyCode = quote.currencyCode
                }
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
}
