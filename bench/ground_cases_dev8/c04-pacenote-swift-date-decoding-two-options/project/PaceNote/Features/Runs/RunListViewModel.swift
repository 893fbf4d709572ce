import Foundation

@MainActor
final class RunListViewModel: ObservableObject {
    @Published private(set) var runs: [Run] = []
    @Published var errorMessage: String?

    private let api: APIClient

    init(api: APIClient = .shared) {
        self.api = api
    }

    func load() async {
        do {
            runs = try await api.get(.runs())
            errorMessage = nil
        } catch {
            print("load runs failed:", error)
            errorMessage = "加载失败，请稍后重试"
        }
    }
}
