import SwiftUI

struct ShareRouteButton: View {
    let route: WalkRoute

    private var shareURL: URL {
        URL(string: "https://sanpo.app/r/\(route.id)")!
    }

    var body: some View {
        ShareLink(item: shareURL, subject: Text(route.title), message: Text("\(route.title) (\(route.distanceText))")) {
            Label("共有", systemImage: "square.and.arrow.up")
        }
    }
}
