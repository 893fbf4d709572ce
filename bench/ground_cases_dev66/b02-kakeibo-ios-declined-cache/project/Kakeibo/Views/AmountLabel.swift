import SwiftUI

struct AmountLabel: View {
    let amount: Int
    var large = false

    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = "JPY"
        f.maximumFractionDigits = 0
        return f
    }()

    var body: some View {
        Text(Self.formatter.string(from: NSNumber(value: abs(amount))) ?? "¥\(abs(amount))")
            .font(large ? .title2.monospacedDigit() : .body.monospacedDigit())
            .foregroundStyle(amount > 0 ? Color.green : Color.primary)
            .accessibilityLabel(accessibilityText)
    }

    private var accessibilityText: String {
        amount > 0 ? "収入 \(amount)円" : "支出 \(abs(amount))円"
    }
}

#Preview {
    VStack {
        AmountLabel(amount: -1280)
        AmountLabel(amount: 250000, large: true)
    }
}
