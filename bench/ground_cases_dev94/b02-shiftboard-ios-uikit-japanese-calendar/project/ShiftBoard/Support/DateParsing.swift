import Foundation

enum DateParsing {
    /// Timestamps from the shift API, e.g. "2025-04-01T09:00:00+09:00".
    static let api: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar.current
        f.timeZone = TimeZone(identifier: "Asia/Tokyo")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        return f
    }()

    /// Section headers in the list, "4/1(火)".
    static let dayHeader: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "ja_JP")
        f.timeZone = TimeZone(identifier: "Asia/Tokyo")
        f.setLocalizedDateFormatFromTemplate("MdE")
        return f
    }()

    /// Start and end times in cells, "9:00".
    static let time: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "ja_JP")
        f.timeZone = TimeZone(identifier: "Asia/Tokyo")
        f.dateFormat = "H:mm"
        return f
    }()

    static func apiString(from date: Date) -> String {
        api.string(from: date)
    }
}
