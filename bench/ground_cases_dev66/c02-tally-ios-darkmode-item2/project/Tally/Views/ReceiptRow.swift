import SwiftUI

struct ReceiptRow: View {
    let item: Receipt.Item

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                    .foregroundStyle(.primary)
                if item.quantity > 1 {
                    Text("× \(item.quantity)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text(item.amount, format: .number.precision(.fractionLength(2)))
                .monospacedDigit()
                .foregroundStyle(.primary)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 12)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    ReceiptRow(item: .init(name: "拿铁", quantity: 2, amount: 56))
        .padding()
}
