import SwiftUI

struct ReceiptView: View {
    let transaction: Transaction
    @State private var image: UIImage?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(transaction.title).font(.title3)
                AmountLabel(amount: transaction.amount, large: true)
                if let image {
                    Image(uiImage: image)
                        .resizable()
                        .scaledToFit()
                        .accessibilityLabel("レシートの写真")
                } else if transaction.receiptPath != nil {
                    ProgressView()
                } else {
                    Text("レシートなし").foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .task {
            guard let path = transaction.receiptPath else { return }
            image = await ReceiptImageCache.shared.image(at: path)
        }
    }
}
