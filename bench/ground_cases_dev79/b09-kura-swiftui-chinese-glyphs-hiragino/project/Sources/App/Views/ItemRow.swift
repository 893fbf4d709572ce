import SwiftUI

struct ItemRow: View {
    let item: Item

    private var remaining: String {
        String.localizedStringWithFormat(NSLocalizedString("items_left", comment: "Stock left for an item"), item.quantity)
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                    .font(Theme.font(.headline))
                Text(item.updatedAt, format: .dateTime.month().day().hour().minute())
                    .font(Theme.font(.caption))
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(remaining)
                .font(Theme.font(.body))
                .foregroundStyle(item.isLow ? Theme.lowStock : .primary)
        }
        .padding(.vertical, 4)
    }
}
