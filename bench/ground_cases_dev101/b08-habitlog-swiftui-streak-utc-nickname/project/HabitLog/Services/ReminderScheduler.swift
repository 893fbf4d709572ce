import Foundation
import UserNotifications

/// 習慣ごとに毎日のローカル通知を登録する
final class ReminderScheduler {
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    func requestAuthorization() async -> Bool {
        do {
            return try await center.requestAuthorization(options: [.alert, .sound, .badge])
        } catch {
            return false
        }
    }

    func schedule(_ habit: Habit) async {
        center.removePendingNotificationRequests(withIdentifiers: [identifier(for: habit)])
        guard let reminder = habit.reminder else { return }

        let content = UNMutableNotificationContent()
        content.title = "\(habit.emoji) \(habit.name)"
        content.body = "今日の記録がまだです"
        content.sound = .default

        var components = DateComponents()
        components.hour = reminder.hour
        components.minute = reminder.minute
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: identifier(for: habit), content: content, trigger: trigger)
        try? await center.add(request)
    }

    func cancel(_ habit: Habit) {
        center.removePendingNotificationRequests(withIdentifiers: [identifier(for: habit)])
    }

    private func identifier(for habit: Habit) -> String {
        "habit-reminder-\(habit.id.uuidString)"
    }
}
