import SwiftUI

struct ReceiptView: View {
    let receipt: Receipt
    @State private var sharing = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Image("Logo")
                    .resizable()
                    .scaledToFit()
                    .frame(height: 28)
                Text(receipt.merchant)
                    .font(.title2.bold())
                Text(receipt.date, style: .date)
                    .foregroundStyle(.secondary)
                ForEach(receipt.items) { item in
                    ReceiptRow(item: item)
                }
                Divider()
                HStack {
                    Text("合计")
                    Spacer()
                    Text(receipt.total, format: .currency(code: receipt.currency))
                        .font(.headline)
                        .foregroundStyle(.primary)
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("收据")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                ShareButton(receipt: receipt)
            }
        }
    }
}
