import UIKit

/// tabiyori://trips/123 と https://app.tabiyori.jp/trips/123 を同じ画面に振り分ける。
@MainActor
final class DeepLinkRouter {
    static let shared = DeepLinkRouter()

    enum Destination: Equatable {
        case home
        case trip(id: String)
        case inbox
    }

    private weak var tabs: MainTabBarController?
    private var pending: Destination?

    func attach(_ tabs: MainTabBarController) {
        self.tabs = tabs
        if let pending {
            tabs.show(pending)
            self.pending = nil
        }
    }

    func handle(_ url: URL) {
        let destination = Self.destination(for: url)
        if let tabs {
            tabs.show(destination)
        } else {
            pending = destination
        }
    }

    static let webHost = "app.tabiyori.jp"

    static func destination(for url: URL) -> Destination {
        var parts = url.pathComponents.filter { $0 != "/" }
        // https://app.tabiyori.jp/trips/1 はパスの先頭、tabiyori://trips/1 は host が区分
        if url.scheme == "https" || url.scheme == "http" {
            guard url.host == webHost, !parts.isEmpty else { return .home }
        } else if let host = url.host {
            parts.insert(host, at: 0)
        }
        switch parts.first {
        case "trips":
            if parts.count > 1 { return .trip(id: parts[1]) }
            return .home
        case "inbox":
            return .inbox
        default:
            return .home
        }
    }
}
