import Foundation

/// 潮汐时间显示成“潮站当地时间”，不是手机的时区。
enum TideFormatter {
    private static var cache: [String: DateFormatter] = [:]

    static func formatter(for station: Station) -> DateFormatter {
        if let cached = cache[station.timeZoneID] {
            return cached
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "zh_CN")
        formatter.dateFormat = "M月d日 HH:mm"
        // 用时区 id 而不是固定偏移，夏令时切换才会跟着变
        formatter.timeZone = TimeZone(identifier: station.timeZoneID)
            ?? TimeZone(secondsFromGMT: station.utcOffsetSeconds)
        cache[station.timeZoneID] = formatter
        return formatter
    }

    static func time(_ event: TideEvent) -> String {
        formatter(for: event.station).string(from: event.time)
    }

    static func height(_ event: TideEvent) -> String {
        String(format: "%.2f m", event.heightMeters)
    }

    static func label(_ event: TideEvent) -> String {
        switch event.kind {
        case .high: return "高潮"
        case .low: return "低潮"
        }
    }

    static func summary(_ event: TideEvent) -> String {
        "\(label(event)) \(time(event)) · \(height(event))"
    }
}
