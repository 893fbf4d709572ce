import XCTest
@testable import BeanRun

final class OrderPayloadTests: XCTestCase {
    private let client = APIClient(baseURL: URL(string: "https://example.test")!, tokenProvider: { nil })

    func testEncodesSnakeCaseKeysAndISODates() throws {
        let order = Order(storeId: "downtown", lines: [OrderLine(itemId: "flat-white", quantity: 2)])
        let payload = OrderPayload(order: order, submittedAt: Date(timeIntervalSince1970: 1_750_000_000))
        let json = try XCTUnwrap(String(data: client.encoder.encode(payload), encoding: .utf8))
        XCTAssertTrue(json.contains("\"store_id\":\"downtown\""))
        XCTAssertTrue(json.contains("\"submitted_at\":\"2025-06-15T15:06:40Z\""))
    }

    func testDropsEmptyLines() {
        let order = Order(storeId: "downtown", lines: [
            OrderLine(itemId: "flat-white", quantity: 0),
            OrderLine(itemId: "croissant", quantity: 1),
        ])
        XCTAssertEqual(OrderPayload(order: order, submittedAt: Date()).lines.map(\.itemId), ["croissant"])
    }

    func testMakeRequestAddsQuery() throws {
        let request = try client.makeRequest("GET", path: "/v1/orders", query: [URLQueryItem(name: "limit", value: "20")])
        XCTAssertEqual(request.url?.absoluteString, "https://example.test/v1/orders?limit=20")
        XCTAssertEqual(request.httpMethod, "GET")
    }

    func testAddsBearerTokenWhenSignedIn() throws {
        let signedIn = APIClient(baseURL: URL(string: "https://example.test")!, tokenProvider: { "t0k3n" })
        let request = try signedIn.makeRequest("POST", path: "/v1/orders")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer t0k3n")
    }
}
