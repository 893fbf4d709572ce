import UIKit

final class MainTabBarController: UITabBarController {
    private let homeNav = UINavigationController(rootViewController: HomeViewController())
    private let cartNav = UINavigationController(rootViewController: CartViewController())

    override func viewDidLoad() {
        super.viewDidLoad()
        homeNav.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "basket"), tag: 0)
        cartNav.tabBarItem = UITabBarItem(title: "Cart", image: UIImage(systemName: "cart"), tag: 1)
        viewControllers = [homeNav, cartNav]
    }

    func show(_ destination: Destination) {
        loadViewIfNeeded()
        switch destination {
        case .home:
            selectedIndex = 0
            homeNav.popToRootViewController(animated: false)
        case .product(let id):
            selectedIndex = 0
            homeNav.pushViewController(ProductViewController(productID: id), animated: true)
        case .category(let slug):
            selectedIndex = 0
            homeNav.pushViewController(CategoryViewController(slug: slug), animated: true)
        case .cart:
            selectedIndex = 1
        }
    }
}
