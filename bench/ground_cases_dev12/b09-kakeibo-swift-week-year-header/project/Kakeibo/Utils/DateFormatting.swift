import Foundation

/// アプリ全体で使う日付フォーマッタ。
/// DateFormatter は生成コストが高いので static に持って使い回す。
enum DateFormatting {

    static let calendar: Calendar = {
        var cal = Calendar(identifier: .gregorian)
        cal.locale = Locale(identifier: "ja_JP")
        cal.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return cal
    }()

    /// 月の見出し: 2025年12月
    static let monthHeader: DateFormatter = {
        let f = DateFormatter()
        f.calendar = calendar
        f.locale = Locale(identifier: "ja_JP")
        f.timeZone = calendar.timeZone
        f.dateFormat = "YYYY年M月"
        return f
    }()

    /// 一覧の日付: 12/29(月)
    static let dayLabel: DateFormatter = {
        let f = DateFormatter()
        f.calendar = calendar
        f.locale = Locale(identifier: "ja_JP")
        f.timeZone = calendar.timeZone
        f.dateFormat = "M/d(E)"
        return f
    }()

    /// CSV 書き出し用: 2025-12-29
    static let exportDate: DateFormatter = {
        let f = DateFormatter()
        f.calendar = calendar
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = calendar.timeZone
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    /// 書き出しファイル名用: 202512
    static let fileMonth: DateFormatter = {
        let f = DateFormatter()
        f.calendar = calendar
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = calendar.timeZone
        f.dateFormat = "yyyyMM"
        return f
    }()

    /// 月ごとのグルーピングに使うキー
    static func monthKey(for date: Date) -> DateComponents {
        calendar.dateComponents([.year, .month], from: date)
    }
}
