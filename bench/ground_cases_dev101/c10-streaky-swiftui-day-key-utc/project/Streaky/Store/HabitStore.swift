import Foundation
import SwiftUI

@MainActor
final class HabitStore: ObservableObject {
    @Published private(set) var habits: [Habit] = []

    private let calculator = StreakCalculator()
    private let fileURL: URL

    init(fileURL: URL = URL.documentsDirectory.appending(path: "habits.json")) {
        self.fileURL = fileURL
        load()
    }

    func add(_ habit: Habit) {
        habits.append(habit)
        save()
    }

    func remove(ids: [Habit.ID]) {
        for habit in habits where ids.contains(habit.id) {
            ReminderScheduler.cancel(for: habit)
        }
        habits.removeAll { ids.contains($0.id) }
        save()
    }

    func setReminder(_ time: DateComponents?, for habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].reminder = time
        save()
        let updated = habits[index]
        Task { await ReminderScheduler.schedule(for: updated) }
    }

    /// One check-in per day; a second tap on the same day is ignored.
    func checkIn(_ habit: Habit, at date: Date = Date()) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        guard !calculator.isCheckedIn(habits[index].checkIns, on: date) else { return }
        habits[index].checkIns.append(date)
        save()
    }

    func streak(for habit: Habit) -> Int {
        calculator.currentStreak(checkIns: habit.checkIns)
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL) else {
            habits = Habit.samples
            return
        }
        habits = (try? JSONDecoder().decode([Habit].self, from: data)) ?? []
    }

    private func save() {
        do {
            let data = try JSONEncoder().encode(habits)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("HabitStore.save failed: \(error)")
        }
    }
}
