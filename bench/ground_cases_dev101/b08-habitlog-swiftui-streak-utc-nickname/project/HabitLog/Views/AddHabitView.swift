import SwiftUI

struct AddHabitView: View {
    @EnvironmentObject private var store: HabitStore
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var emoji = "✅"
    @State private var remind = false
    @State private var time = Calendar.current.date(bySettingHour: 21, minute: 0, second: 0, of: Date()) ?? Date()

    var body: some View {
        NavigationStack {
            Form {
                TextField("名前", text: $name)
                TextField("絵文字", text: $emoji)
                Toggle("リマインダー", isOn: $remind)
                if remind {
                    DatePicker("時刻", selection: $time, displayedComponents: .hourAndMinute)
                }
            }
            .navigationTitle("習慣を追加")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("キャンセル") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("追加") {
                        let reminder = remind ? Calendar.current.dateComponents([.hour, .minute], from: time) : nil
                        store.add(Habit(name: name, emoji: emoji, reminder: reminder))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
