import SwiftUI

struct OrderRow: View {
    let order: Order

    private static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()

    private static let priceFormatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        return f
    }()

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(order.title)
                    .font(.body)
                    .lineLimit(1)
                Text(Self.dateFormatter.string(from: order.placedAt))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(Self.priceFormatter.string(from: order.total as NSDecimalNumber) ?? "")
                .font(.body.monospacedDigit())
            StatusBadge(status: order.status)
        }
        .padding(.vertical, 4)
    }
}
