import SwiftUI
import UserNotifications

@main
struct HabitLogApp: App {
    @StateObject private var store = HabitStore()
    @Environment(\.scenePhase) private var scenePhase
    private let scheduler = ReminderScheduler()

    var body: some Scene {
        WindowGroup {
            HabitListView()
                .environmentObject(store)
                .task {
                    _ = await scheduler.requestAuthorization()
                }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                updateBadge()
            }
        }
    }

    /// 今日まだ記録していない習慣の数をバッジに出す
    private func updateBadge() {
        let remaining = store.habits.filter { !$0.isChecked(on: Date()) }.count
        UNUserNotificationCenter.current().setBadgeCount(remaining)
    }
}
