import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let router = DeepLinkRouter()
    private lazy var tabs = MainTabBarController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window

        if let activity = connectionOptions.userActivities.first(where: { $0.activityType == NSUserActivityTypeBrowsingWeb }),
           let url = activity.webpageURL {
            // Cold start from a universal link.
            open(url)
        } else if let url = connectionOptions.urlContexts.first?.url {
            open(url)
        }
    }

    // Universal link while the app is running or suspended.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        open(url)
    }

    // pantry:// custom scheme.
    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        if let url = contexts.first?.url {
            open(url)
        }
    }

    private func open(_ url: URL) {
        guard let destination = router.destination(for: url) else { return }
        tabs.show(destination)
    }
}
