import SwiftUI

@main
struct TidelineApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var service = TideService()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    TideListView()
                }
                .tabItem { Label("潮汐", systemImage: "water.waves") }

                NavigationStack {
                    SettingsView()
                }
                .tabItem { Label("设置", systemImage: "gear") }
            }
            .environmentObject(service)
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .background:
                RefreshScheduler.shared.schedule()
            case .active:
                Task { await service.refreshIfStale() }
            default:
                break
            }
        }
    }
}
