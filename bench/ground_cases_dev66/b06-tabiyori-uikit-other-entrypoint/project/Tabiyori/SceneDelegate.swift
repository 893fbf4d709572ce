import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let router = DeepLinkRouter.shared

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = MainTabBarController()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        router.attach(tabs)

        if let url = connectionOptions.urlContexts.first?.url {
            router.handle(url)
        }
    }

    // アプリ起動中に Universal Link を開いたとき
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
              let url = userActivity.webpageURL else { return }
        router.handle(url)
    }

    // tabiyori:// のカスタムスキーム
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        router.handle(url)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        (window?.rootViewController as? MainTabBarController)?.refreshBadges()
    }
}
