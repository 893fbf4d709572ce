import Foundation

/// 共有リンクからアプリ内の画面を決める。
/// - https://sanpo.app/r/{routeID}   散歩ルート
/// - https://sanpo.app/u/{userName}  ユーザーのページ
/// - sanpo://r/{routeID}            (古いバージョンの共有リンク)
enum DeepLink: Equatable {
    case route(id: String)
    case user(name: String)

    init?(url: URL) {
        let parts: [String]
        switch url.scheme {
        case "https":
            guard url.host == "sanpo.app" else { return nil }
            parts = url.pathComponents.filter { $0 != "/" }
        case "sanpo":
            parts = [url.host ?? ""] + url.pathComponents.filter { $0 != "/" }
        default:
            return nil
        }
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        switch parts[0] {
        case "r": self = .route(id: parts[1])
        case "u": self = .user(name: parts[1])
        default: return nil
        }
    }
}
