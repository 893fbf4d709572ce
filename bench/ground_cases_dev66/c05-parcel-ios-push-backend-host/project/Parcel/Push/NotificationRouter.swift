import UIKit

final class NotificationRouter {
    static let shared = NotificationRouter()

    weak var tabBarController: UITabBarController?

    func open(userInfo: [AnyHashable: Any]) {
        guard let kind = userInfo["kind"] as? String else { return }
        switch kind {
        case "tracking_update":
            guard let number = userInfo["tracking_number"] as? String else { return }
            showTracking(number)
        case "delivered":
            guard let number = userInfo["tracking_number"] as? String else { return }
            showTracking(number, highlightDelivery: true)
        default:
            tabBarController?.selectedIndex = 0
        }
    }

    private func showTracking(_ number: String, highlightDelivery: Bool = false) {
        guard let tabs = tabBarController,
              let nav = tabs.viewControllers?.first as? UINavigationController else { return }
        tabs.selectedIndex = 0
        let detail = TrackingDetailViewController(trackingNumber: number)
        detail.highlightDelivery = highlightDelivery
        nav.popToRootViewController(animated: false)
        nav.pushViewController(detail, animated: true)
    }
}
