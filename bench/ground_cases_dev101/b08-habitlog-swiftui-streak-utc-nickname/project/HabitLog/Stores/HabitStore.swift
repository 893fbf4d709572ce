import Foundation
import SwiftUI

@MainActor
final class HabitStore: ObservableObject {
    @Published private(set) var habits: [Habit] = []

    private let fileURL: URL
    private let scheduler: ReminderScheduler

    init(directory: URL = .applicationSupportDirectory, scheduler: ReminderScheduler = ReminderScheduler()) {
        self.fileURL = directory.appending(path: "habits.json")
        self.scheduler = scheduler
        load()
    }

    func add(_ habit: Habit) {
        habits.append(habit)
        save()
        Task { await scheduler.schedule(habit) }
    }

    func delete(at offsets: IndexSet) {
        for index in offsets {
            scheduler.cancel(habits[index])
        }
        habits.remove(atOffsets: offsets)
        save()
    }

    func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        habits.move(fromOffsets: source, toOffset: destination)
        save()
    }

    func toggleToday(_ habit: Habit, now: Date = Date()) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].toggle(on: now)
        save()
    }

    func update(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index] = habit
        save()
        Task { await scheduler.schedule(habit) }
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        habits = (try? JSONDecoder().decode([Habit].self, from: data)) ?? []
    }

    private func save() {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try JSONEncoder().encode(habits)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("HabitStore.save failed: \(error)")
        }
    }
}
