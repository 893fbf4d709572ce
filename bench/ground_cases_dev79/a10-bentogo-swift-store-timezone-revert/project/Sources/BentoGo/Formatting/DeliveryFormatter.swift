import Foundation

public struct DeliveryFormatter {
    public var locale: Locale

    public init(locale: Locale = .autoupdatingCurrent) {
        self.locale = locale
    }

    public func arrivalText(for delivery: Delivery) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = delivery.store.timeZone
        formatter.setLocalizedDateFormatFromTemplate("jmm")
        let time = formatter.string(from: delivery.eta)
        let template = String(localized: "delivery.arrives_at", bundle: .module)
        return String(format: template, time)
    }

    public func orderLabel(for delivery: Delivery) -> String {
        let template = String(localized: "delivery.order_number", bundle: .module)
        return String(format: template, delivery.orderNumber)
    }
}
