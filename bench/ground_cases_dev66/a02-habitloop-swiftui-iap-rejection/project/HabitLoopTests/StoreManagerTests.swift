import XCTest
import StoreKitTest
@testable import HabitLoop

@MainActor
final class StoreManagerTests: XCTestCase {
    private var session: SKTestSession!

    override func setUp() async throws {
        session = try SKTestSession(configurationFileNamed: "Products")
        session.resetToDefaultState()
        session.disableDialogs = true
    }

    func testLoadsBothPlansSortedByPrice() async {
        let store = StoreManager()
        await store.loadProducts()
        XCTAssertEqual(store.products.map(\.id), ["com.habitloop.pro.monthly", "com.habitloop.pro.yearly"])
        XCTAssertFalse(store.loadFailed)
    }

    func testPurchaseUnlocksPro() async throws {
        let store = StoreManager()
        await store.loadProducts()
        try await store.purchase(store.products[0])
        XCTAssertTrue(store.isPro)
    }

    func testRestoreKeepsProAfterReinstall() async throws {
        let store = StoreManager()
        await store.loadProducts()
        try await store.purchase(store.products[1])
        let fresh = StoreManager()
        await fresh.restore()
        XCTAssertTrue(fresh.isPro)
    }
}
