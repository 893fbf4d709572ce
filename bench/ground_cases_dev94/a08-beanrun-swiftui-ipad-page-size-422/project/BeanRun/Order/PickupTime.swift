import Foundation

/// Pickup slots on the quarter hour, starting at least `prepMinutes` from now.
enum PickupTime {
    static let stepMinutes = 15

    static func slots(from now: Date, prepMinutes: Int = 10, count: Int = 12, calendar: Calendar = .current) -> [Date] {
        let earliest = now.addingTimeInterval(TimeInterval(prepMinutes * 60))
        var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earliest)
        let minute = components.minute ?? 0
        let second = components.second ?? 0
        var rounded = (minute + stepMinutes - 1) / stepMinutes * stepMinutes
        if second > 0 && rounded == minute { rounded += stepMinutes }
        components.minute = 0
        components.second = 0
        guard let hour = calendar.date(from: components),
              let first = calendar.date(byAdding: .minute, value: rounded, to: hour) else { return [] }
        return (0..<count).compactMap { calendar.date(byAdding: .minute, value: $0 * stepMinutes, to: first) }
    }

    private static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    static func label(for slot: Date, isFirst: Bool) -> String {
        isFirst ? "As soon as possible (\(time.string(from: slot)))" : time.string(from: slot)
    }
}
