import Foundation

public struct Discount {
    public let percent: Int

    public func apply(to cents: Int) -> Int {
        cents - cents * percent / 100
    }
}
