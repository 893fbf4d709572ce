import Foundation
import StoreKit
import Observation
import os

@Observable
@MainActor
final class StoreManager {
    static let productIDs: [String] = [
        "com.habitloop.pro.monthly",
        "com.habitloop.pro.yearly",
    ]

    private(set) var products: [Product] = []
    private(set) var isPro = false
    private(set) var loadFailed = false
    private var updates: Task<Void, Never>?
    private let log = Logger(subsystem: "com.habitloop", category: "store")

    func start() async {
        updates = Task { [weak self] in
            for await result in Transaction.updates {
                await self?.handle(result)
            }
        }
        await loadProducts()
        await refreshEntitlements()
    }

    func loadProducts() async {
        do {
            let loaded = try await Product.products(for: Self.productIDs)
            products = loaded.sorted { $0.price < $1.price }
            loadFailed = products.isEmpty
            if products.isEmpty {
                log.error("App Store returned no products for \(Self.productIDs, privacy: .public)")
            }
        } catch {
            log.error("Product request failed: \(error.localizedDescription, privacy: .public)")
            loadFailed = true
        }
    }

    func purchase(_ product: Product) async throws {
        let result = try await product.purchase()
        if case .success(let verification) = result {
            await handle(verification)
        }
    }

    func restore() async {
        try? await AppStore.sync()
        await refreshEntitlements()
    }

    private func refreshEntitlements() async {
        var pro = false
        for await result in Transaction.currentEntitlements {
            if case .verified(let tx) = result, Self.productIDs.contains(tx.productID), tx.revocationDate == nil {
                pro = true
            }
        }
        isPro = pro
    }

    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let tx) = result else { return }
        await tx.finish()
        await refreshEntitlements()
    }
}
