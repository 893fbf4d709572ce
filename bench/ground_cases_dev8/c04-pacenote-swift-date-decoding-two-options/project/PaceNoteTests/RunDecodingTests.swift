import XCTest
@testable import PaceNote

final class RunDecodingTests: XCTestCase {
    func testDecodesRun() throws {
        let json = #"{"id": 1, "distance_meters": 5000, "duration_seconds": 1500, "started_at": 1728686400, "route": null}"#
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let run = try decoder.decode(Run.self, from: Data(json.utf8))
        XCTAssertEqual(run.paceSecondsPerKm, 300)
    }
}
