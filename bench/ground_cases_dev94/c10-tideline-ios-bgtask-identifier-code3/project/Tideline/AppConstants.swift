import Foundation

/// 集中管理散落在各处的字符串常量，避免手写拼错。
///
/// 新增常量时按用途放进对应的子命名空间；
/// 只在一个文件里用到的局部常量不用放这里。
enum AppConstants {
    /// 和 bundle id 保持一致的前缀。
    static let bundlePrefix = Bundle.main.bundleIdentifier ?? "com.tideline.app"

    enum BackgroundTask {
        /// 后台刷新潮汐数据（BGAppRefreshTask）。
        static let refresh = "\(bundlePrefix).refresh"
    }

    /// UserDefaults / @AppStorage 的 key。改名会导致老用户的设置丢失，不要随便动。
    enum DefaultsKey {
        static let lastRefreshAt = "lastRefreshAt"
        static let selectedStationID = "selectedStationID"
        static let alertsEnabled = "alertsEnabled"
    }

    enum Notification {
        static let tideAlertCategory = "tide-alert"
        static let stationIDKey = "stationID"
    }

    enum Defaults {
        static let stationID = "SH-WUSONG"
    }
}
