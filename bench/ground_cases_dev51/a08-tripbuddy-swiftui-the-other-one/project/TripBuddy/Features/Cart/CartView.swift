import SwiftUI

struct CartView: View {
    @StateObject private var model: CartViewModel
    @State private var confirmingRemoveAll = false

    init(api: TripAPI) {
        _model = StateObject(wrappedValue: CartViewModel(api: api))
    }

    var body: some View {
        List {
            Section {
                ForEach(model.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.title).font(.headline)
                            Text("\(item.travellers) travellers").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(PriceFormatter.string(for: item.total, currencyCode: item.currencyCode))
                    }
                    .swipeActions {
                        Button("Remove", role: .destructive) {
                            Task { await model.remove(item) }
                        }
                    }
                }
            }
            Section("Promo code") {
                TextField("Code", text: $model.promoCode)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.characters)
                    .onChange(of: model.promoCode) { newValue in
                        let upper = newValue.uppercased()
                        if upper != newValue { model.promoCode = upper }
                    }
            }
            Section {
                HStack {
                    Text("Total").bold()
                    Spacer()
                    Text(model.totalText).bold()
                }
            }
            if !model.items.isEmpty {
                Section {
                    Button("Remove all", role: .destructive) { confirmingRemoveAll = true }
                }
            }
        }
        .navigationTitle("Cart")
        .confirmationDialog("Remove all trips from your cart?", isPresented: $confirmingRemoveAll, titleVisibility: .visible) {
            Button("Remove all", role: .destructive) {
                Task { await model.removeAll() }
            }
        }
        .refreshable { await model.refreshPrices() }
        .task { await model.reload() }
        .onAppear { model.startPriceRefresh() }
        .onDisappear { model.stopPriceRefresh() }
    }
}
