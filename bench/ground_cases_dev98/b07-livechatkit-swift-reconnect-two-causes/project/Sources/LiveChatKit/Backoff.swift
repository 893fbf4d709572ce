import Foundation

/// Exponential backoff for reconnects: base, 2×base, 4×base … capped at `max`.
public struct Backoff {
    public let base: TimeInterval
    public let max: TimeInterval
    /// Each delay is multiplied by a random factor in 1 ± jitter, so that
    /// clients dropped at the same moment do not all come back together.
    public let jitter: Double
    public private(set) var attempt = 0
    private let random: () -> Double

    public init(base: TimeInterval, max: TimeInterval, jitter: Double = 0.2,
                random: @escaping () -> Double = { Double.random(in: 0...1) }) {
        precondition(base > 0 && max >= base, "backoff needs 0 < base <= max")
        precondition((0..<1).contains(jitter), "jitter must be in 0..<1")
        self.base = base
        self.max = max
        self.jitter = jitter
        self.random = random
    }

    /// The delay before the next attempt. Every call doubles the following one.
    public mutating func next() -> TimeInterval {
        let delay = Swift.min(max, base * pow(2, Double(attempt)))
        attempt += 1
        let factor = 1 - jitter + 2 * jitter * random()
        return delay * factor
    }

    /// Start again from `base`, e.g. after a connection succeeded.
    public mutating func reset() {
        attempt = 0
    }
}

extension Backoff: CustomStringConvertible {
    public var description: String {
        "Backoff(base: \(base), max: \(max), attempt: \(attempt))"
    }
}
