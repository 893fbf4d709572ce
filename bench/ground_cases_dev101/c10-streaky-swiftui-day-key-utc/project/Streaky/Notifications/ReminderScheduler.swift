import Foundation
import UserNotifications

/// One daily local notification per habit reminding the user to check in.
enum ReminderScheduler {
    static let defaultTime = DateComponents(hour: 21, minute: 0)

    static func identifier(for habit: Habit) -> String {
        "checkin-reminder-\(habit.id.uuidString)"
    }

    static func requestPermission() async -> Bool {
        let center = UNUserNotificationCenter.current()
        return (try? await center.requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    }

    static func schedule(for habit: Habit) async {
        let center = UNUserNotificationCenter.current()
        let id = identifier(for: habit)
        center.removePendingNotificationRequests(withIdentifiers: [id])
        guard let time = habit.reminder, !habit.archived else { return }

        let content = UNMutableNotificationContent()
        content.title = "\(habit.displayName) 今天打卡了吗？"
        content.body = "别让连续天数断掉 🔥"
        content.sound = .default

        let trigger = UNCalendarNotificationTrigger(dateMatching: time, repeats: true)
        let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
        do {
            try await center.add(request)
        } catch {
            print("ReminderScheduler.schedule failed: \(error)")
        }
    }

    static func cancel(for habit: Habit) {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [identifier(for: habit)])
    }
}
