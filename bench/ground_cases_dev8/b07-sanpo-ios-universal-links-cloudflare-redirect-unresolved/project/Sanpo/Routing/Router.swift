import SwiftUI

@MainActor
final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func open(_ link: DeepLink) {
        path = NavigationPath()
        switch link {
        case .route(let id): path.append(RouteDestination(id: id))
        case .user(let name): path.append(UserDestination(name: name))
        }
    }
}

struct RouteDestination: Hashable { let id: String }
struct UserDestination: Hashable { let name: String }
