import SwiftUI
import StoreKit

struct PaywallView: View {
    @Environment(StoreManager.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var purchasing = false

    var body: some View {
        VStack(spacing: 20) {
            Text("HabitLoop Pro")
                .font(.largeTitle.bold())
            Text("Unlimited habits, widgets and iCloud sync.")
                .foregroundStyle(.secondary)

            if store.loadFailed {
                ContentUnavailableView {
                    Label("Couldn't load plans. Try again.", systemImage: "wifi.exclamationmark")
                } actions: {
                    Button("Retry") { Task { await store.loadProducts() } }
                }
            } else if store.products.isEmpty {
                ProgressView()
            } else {
                ForEach(store.products, id: \.id) { product in
                    Button {
                        Task {
                            purchasing = true
                            defer { purchasing = false }
                            try? await store.purchase(product)
                            if store.isPro { dismiss() }
                        }
                    } label: {
                        Text("\(product.displayName): \(product.displayPrice)")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(purchasing)
                }
            }

            Button("Restore Purchases") { Task { await store.restore() } }
                .font(.footnote)
        }
        .padding()
    }
}
