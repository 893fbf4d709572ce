import Foundation

/// Delay before the next retry of the outbox, with "full jitter": a random delay
/// between 0 and min(cap, base * 2^attempt), so devices that lost the network together
/// don't all retry at the same moment.
public struct Backoff: Sendable {
    public let base: TimeInterval
    public let cap: TimeInterval
    public private(set) var attempt = 0
    private let random: @Sendable (ClosedRange<TimeInterval>) -> TimeInterval

    public init(
        base: TimeInterval = 2,
        cap: TimeInterval = 300,
        random: @escaping @Sendable (ClosedRange<TimeInterval>) -> TimeInterval = { TimeInterval.random(in: $0) }
    ) {
        self.base = base
        self.cap = cap
        self.random = random
    }

    /// A random delay up to the current attempt's bound; each call moves to the next attempt.
    public mutating func next() -> TimeInterval {
        let delay = random(0...peek)
        attempt += 1
        return delay
    }

    public mutating func reset() {
        attempt = 0
    }

    /// The upper bound of the delay `next()` would return, without advancing.
    public var peek: TimeInterval {
        min(cap, base * pow(2, Double(attempt)))
    }

    public var isAtCap: Bool {
        peek >= cap
    }
}
