import Foundation

enum EtaFormatter {
    /// 到着までの残り時間を表示用の文字列にする。
    static func text(seconds: Int?) -> String {
        guard let seconds else { return "--" }
        if seconds < 60 {
            return "まもなく到着"
        }
        let minutes = seconds / 60
        if minutes < 60 {
            return "約\(minutes)分"
        }
        let hours = minutes / 60
        let rest = minutes % 60
        return rest == 0 ? "約\(hours)時間" : "約\(hours)時間\(rest)分"
    }

    /// 到着予定時刻 (HH:mm)。
    static func clock(seconds: Int?, now: Date = Date()) -> String {
        guard let seconds else { return "--:--" }
        let f = DateFormatter()
        f.locale = Locale(identifier: "ja_JP")
        f.timeZone = TimeZone(identifier: "Asia/Tokyo")
        f.dateFormat = "HH:mm"
        return f.string(from: now.addingTimeInterval(TimeInterval(seconds)))
    }
}
