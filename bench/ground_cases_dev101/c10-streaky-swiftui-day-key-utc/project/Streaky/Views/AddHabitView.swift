import SwiftUI

struct AddHabitView: View {
    var onSave: (Habit) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var emoji = "✅"

    private let emojis = ["✅", "📚", "🏃", "🌙", "💧", "🧘", "🎸", "🥦"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("习惯名称", text: $name)
                Picker("图标", selection: $emoji) {
                    ForEach(emojis, id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.palette)
            }
            .navigationTitle("新建习惯")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("取消") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("保存") {
                        onSave(Habit(name: name.trimmingCharacters(in: .whitespaces), emoji: emoji))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
