import UIKit

final class MainTabBarController: UITabBarController {

    private let home = UINavigationController(rootViewController: HomeViewController())
    private let trips = UINavigationController(rootViewController: TripsViewController())
    private let inbox = UINavigationController(rootViewController: InboxViewController())

    override func viewDidLoad() {
        super.viewDidLoad()
        home.tabBarItem = UITabBarItem(title: "ホーム", image: UIImage(systemName: "house"), tag: 0)
        trips.tabBarItem = UITabBarItem(title: "旅程", image: UIImage(systemName: "map"), tag: 1)
        inbox.tabBarItem = UITabBarItem(title: "お知らせ", image: UIImage(systemName: "bell"), tag: 2)
        viewControllers = [home, trips, inbox]
        refreshBadges()
    }

    func show(_ destination: DeepLinkRouter.Destination) {
        switch destination {
        case .home:
            selectedViewController = home
        case .trip(let id):
            selectedViewController = trips
            trips.popToRootViewController(animated: false)
            trips.pushViewController(TripDetailViewController(tripId: id), animated: true)
        case .inbox:
            selectedViewController = inbox
        }
    }

    func refreshBadges() {
        Task {
            let unread = await InboxStore.shared.unreadCount()
            inbox.tabBarItem.badgeValue = unread > 0 ? "\(unread)" : nil
        }
    }
}
