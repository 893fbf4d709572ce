import Foundation

@MainActor
final class OrdersViewModel: ObservableObject {
    enum State {
        case loading
        case loaded([OrderSection])
        case failed(String)
    }

    @Published private(set) var state: State = .loading
    private let api: OrdersAPI

    init(api: OrdersAPI = .live) {
        self.api = api
    }

    private static let sectionFormatter: DateFormatter = {
        let f = DateFormatter()
        f.setLocalizedDateFormatFromTemplate("MMMM yyyy")
        f.timeZone = .current
        return f
    }()

    func load() async {
        await fetch(showSpinner: true)
    }

    /// Pull to refresh: keeps the loaded list on screen while fetching.
    func refresh() async {
        await fetch(showSpinner: false)
    }

    private func fetch(showSpinner: Bool) async {
        if showSpinner { state = .loading }
        do {
            let orders = try await api.fetchOrders()
            let grouped = Dictionary(grouping: orders) { Calendar.current.dateInterval(of: .month, for: $0.placedAt)!.start }
            let sections = grouped.keys.sorted(by: >).map { month in
                OrderSection(title: Self.sectionFormatter.string(from: month),
                             orders: grouped[month]!.sorted { $0.placedAt > $1.placedAt })
            }
            state = .loaded(sections)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}
