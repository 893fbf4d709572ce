import SwiftUI

@main
struct PaceNoteApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                RunListView()
                    .tabItem { Label("跑步", systemImage: "figure.run") }
                ClubListView()
                    .tabItem { Label("跑团", systemImage: "person.3") }
            }
        }
    }
}
