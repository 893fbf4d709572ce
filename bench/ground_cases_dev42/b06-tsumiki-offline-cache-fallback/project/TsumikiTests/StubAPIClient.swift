import Foundation
@testable import Tsumiki

/// APIClient whose fetchWorkouts returns a fixed result.
final class StubAPIClient: APIClient {
    private let result: Result<[Workout], Error>

    init(result: Result<[Workout], Error>) {
        self.result = result
        super.init(baseURL: URL(string: "https://stub.invalid")!)
    }

    override func fetchWorkouts() async throws -> [Workout] {
        try result.get()
    }
}
