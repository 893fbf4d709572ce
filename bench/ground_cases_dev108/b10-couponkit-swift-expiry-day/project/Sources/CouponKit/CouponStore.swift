import Foundation

@MainActor
public final class CouponStore: ObservableObject {
    @Published public private(set) var coupons: [Coupon] = []

    private let api: CouponAPI

    public init(api: CouponAPI) {
        self.api = api
    }

    public func reload() async throws {
        let fetched = try await api.fetchCoupons()
        coupons = fetched
            .filter { !$0.isUsed }
            .sorted { $0.expiresOn < $1.expiresOn }
    }

    public func markUsed(_ coupon: Coupon, at date: Date = Date()) {
        guard let index = coupons.firstIndex(where: { $0.id == coupon.id }) else { return }
        coupons[index].usedAt = date
        coupons.remove(at: index)
    }
}

public protocol CouponAPI: Sendable {
    func fetchCoupons() async throws -> [Coupon]
}

public struct StaticCouponAPI: CouponAPI {
    let coupons: [Coupon]

    public init(coupons: [Coupon]) {
        self.coupons = coupons
    }

    public func fetchCoupons() async throws -> [Coupon] {
        coupons
    }
}
