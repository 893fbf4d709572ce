import Foundation

/// Retries for transient failures (timeouts, 502/503/504).
struct RetryPolicy {
    var maxRetries: Int = 3
    var baseDelay: TimeInterval = 0.5
    var maxDelay: TimeInterval = 8

    static let `default` = RetryPolicy()
    static let none = RetryPolicy(maxRetries: 0)

    /// `attempt` is the number of the request that just failed, starting at 0.
    func shouldRetry(after error: Error, attempt: Int) -> Bool {
        guard attempt <= maxRetries else { return false }
        if let urlError = error as? URLError {
            return [.timedOut, .networkConnectionLost, .cannotConnectToHost].contains(urlError.code)
        }
        if case APIError.http(let status, _) = error {
            return [502, 503, 504].contains(status)
        }
        return false
    }

    func delay(for attempt: Int) -> TimeInterval {
        let exp = baseDelay * pow(2, Double(attempt))
        let jitter = Double.random(in: 0...(exp * 0.2))
        return min(exp + jitter, maxDelay)
    }
}

enum APIError: Error, Equatable {
    case http(Int, Data?)
    case unauthorized
    case decoding(String)
}
