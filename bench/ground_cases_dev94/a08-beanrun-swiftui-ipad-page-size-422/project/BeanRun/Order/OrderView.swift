import SwiftUI

@MainActor
final class OrderViewModel: ObservableObject {
    @Published var order = Order(storeId: "downtown", lines: [])
    @Published var menu: [MenuItem] = []
    @Published private(set) var confirmation: OrderConfirmation?
    @Published var errorMessage: String?
    @Published private(set) var isPlacing = false
    @Published private(set) var slots: [Date] = []

    private let service: OrderService

    init(service: OrderService) {
        self.service = service
    }

    func loadMenu() async {
        do {
            menu = try await service.menu(storeId: order.storeId)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// Recomputes the slots and drops a chosen slot that is no longer available.
    func refreshSlots(now: Date = Date()) {
        slots = PickupTime.slots(from: now)
        if let chosen = order.pickupAt, chosen < (slots.first ?? now) {
            order.pickupAt = slots.first
        }
        if order.pickupAt == nil { order.pickupAt = slots.first }
    }

    func quantity(of item: MenuItem) -> Int {
        order.lines.first { $0.itemId == item.id }?.quantity ?? 0
    }

    func setQuantity(_ quantity: Int, of item: MenuItem) {
        if let index = order.lines.firstIndex(where: { $0.itemId == item.id }) {
            order.lines[index].quantity = quantity
        } else {
            order.lines.append(OrderLine(itemId: item.id, quantity: quantity))
        }
    }

    func place() async {
        isPlacing = true
        defer { isPlacing = false }
        do {
            confirmation = try await service.placeOrder(order)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct OrderView: View {
    @StateObject var model: OrderViewModel

    var body: some View {
        NavigationView {
            Form {
                Section("Menu") {
                    ForEach(model.menu) { item in
                        Stepper(value: Binding(get: { model.quantity(of: item) },
                                               set: { model.setQuantity($0, of: item) }),
                                in: 0...9) {
                            Text("\(item.name) \u{00D7}\(model.quantity(of: item))")
                        }
                    }
                }
                Section("Pickup") {
                    Picker("Pickup time", selection: $model.order.pickupAt) {
                        ForEach(Array(model.slots.enumerated()), id: \.element) { index, slot in
                            Text(PickupTime.label(for: slot, isFirst: index == 0)).tag(Optional(slot))
                        }
                    }
                }
                Section {
                    Button(model.isPlacing ? "Placing\u{2026}" : "Place order") {
                        Task { await model.place() }
                    }
                    .disabled(model.order.isEmpty || model.isPlacing)
                }
                if let message = model.errorMessage {
                    Text(message).foregroundStyle(.red)
                }
            }
            .navigationTitle("Order")
            .task { await model.loadMenu() }
            .onAppear { model.refreshSlots() }
        }
    }
}
