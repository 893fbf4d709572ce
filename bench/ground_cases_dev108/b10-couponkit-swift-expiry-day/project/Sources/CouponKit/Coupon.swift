import Foundation

public struct Coupon: Identifiable, Equatable, Codable {
    public let id: String
    public let title: String
    public let discountPercent: Int
    /// Last day the coupon can be used, as sent by the API ("2025-11-30" parsed to midnight, device time zone).
    public let expiresOn: Date
    public var usedAt: Date?

    public init(id: String, title: String, discountPercent: Int, expiresOn: Date, usedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.discountPercent = discountPercent
        self.expiresOn = expiresOn
        self.usedAt = usedAt
    }

    public var isUsed: Bool { usedAt != nil }

    public func isExpired(now: Date = Date(), calendar: Calendar = .current) -> Bool {
        return expiresOn < now
    }

    public func daysLeft(now: Date = Date(), calendar: Calendar = .current) -> Int {
        let start = calendar.startOfDay(for: now)
        return calendar.dateComponents([.day], from: start, to: expiresOn).day ?? 0
    }

    public var label: String {
        "\(title)（\(discountPercent)%OFF）"
    }
}
