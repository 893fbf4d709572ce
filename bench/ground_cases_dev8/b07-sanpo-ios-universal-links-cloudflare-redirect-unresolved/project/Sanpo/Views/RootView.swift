import SwiftUI

struct RootView: View {
    @EnvironmentObject private var router: Router

    var body: some View {
        NavigationStack(path: $router.path) {
            RouteListView()
                .navigationDestination(for: RouteDestination.self) { RouteDetailView(routeID: $0.id) }
                .navigationDestination(for: UserDestination.self) { UserPageView(userName: $0.name) }
        }
    }
}
