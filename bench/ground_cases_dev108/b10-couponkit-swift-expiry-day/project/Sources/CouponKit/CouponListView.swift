import SwiftUI

public struct CouponListView: View {
    @ObservedObject var store: CouponStore

    public init(store: CouponStore) {
        self.store = store
    }

    public var body: some View {
        List(store.coupons) { coupon in
            CouponRow(coupon: coupon)
        }
        .task {
            try? await store.reload()
        }
        .navigationTitle("クーポン")
    }
}

struct CouponRow: View {
    let coupon: Coupon

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(coupon.label)
                .font(.headline)
            if coupon.isExpired() {
                Text("期限切れ")
                    .font(.caption)
                    .foregroundStyle(.red)
            } else {
                Text("あと\(coupon.daysLeft())日")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
        .opacity(coupon.isExpired() ? 0.4 : 1)
    }
}
