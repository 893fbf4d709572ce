import BackgroundTasks
import SwiftUI

@main
struct MealLogApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var sync = SyncService.shared
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TabView {
                MealListView()
                    .tabItem { Label("記録", systemImage: "fork.knife") }
                SettingsView()
                    .tabItem { Label("設定", systemImage: "gearshape") }
            }
            .environmentObject(sync)
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active:
                Task { await sync.syncNow(reason: "foreground") }
            case .background:
                BackgroundRefresh.scheduleAll()
            default:
                break
            }
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BackgroundRefresh.register()
        return true
    }
}
