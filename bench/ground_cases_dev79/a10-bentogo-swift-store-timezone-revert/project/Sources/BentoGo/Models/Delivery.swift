import Foundation

public struct Store: Codable, Equatable {
    public let id: String
    public let name: String
    public let timeZoneID: String

    public var timeZone: TimeZone { TimeZone(identifier: timeZoneID) ?? .current }
}

public struct Delivery: Codable, Equatable {
    public let orderNumber: String
    public let store: Store
    public let eta: Date
}
