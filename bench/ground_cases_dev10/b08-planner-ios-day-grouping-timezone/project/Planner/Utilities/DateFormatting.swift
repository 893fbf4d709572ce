import Foundation

/// アプリ内で使い回す DateFormatter。毎回生成すると重いのでここにまとめる。
enum DateFormatting {

    /// 一覧を日付ごとにまとめるためのキー（"2025-11-20"）
    static let dayKey: DateFormatter = {
        let f = DateFormatter()
        f.calendar = Calendar(identifier: .gregorian)
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    /// セクション見出し（"11月20日(木)"）
    static let sectionTitle: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "ja_JP")
        f.dateFormat = "M月d日(E)"
        return f
    }()

    /// 行に出す時刻（"9:30"）
    static let time: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "ja_JP")
        f.dateFormat = "H:mm"
        return f
    }()

    /// サーバーとのやり取り用。こちらは UTC 固定でよい
    static let api: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        f.formatOptions = [.withInternetDateTime]
        return f
    }()

    static func timeRange(_ event: Event) -> String {
        if event.isAllDay { return "終日" }
        return "\(time.string(from: event.startAt)) – \(time.string(from: event.endAt))"
    }
}
