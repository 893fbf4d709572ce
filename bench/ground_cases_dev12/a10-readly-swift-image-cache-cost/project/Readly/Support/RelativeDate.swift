import Foundation

/// "5 min. ago", "yesterday", "3 days ago" for the article list.
enum RelativeDate {
    private static let formatter: RelativeDateTimeFormatter = {
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = .short
        f.dateTimeStyle = .named
        return f
    }()

    private static let absolute: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .none
        return f
    }()

    static func string(for date: Date?, now: Date = .now) -> String {
        guard let date else { return "" }
        let age = now.timeIntervalSince(date)
        if age > 7 * 24 * 3600 {
            return absolute.string(from: date)
        }
        if abs(age) < 60 {
            return String(localized: "just now")
        }
        return formatter.localizedString(for: date, relativeTo: now)
    }
}

extension Date {
    /// True when the date is within the last `hours` hours.
    func isRecent(hours: Double = 24, now: Date = .now) -> Bool {
        let age = now.timeIntervalSince(self)
        return age >= 0 && age < hours * 3600
    }
}
