import SwiftUI

struct ComposeView: View {
    var onSave: (String, Mood) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var mood: Mood = .okay

    var body: some View {
        NavigationStack {
            Form {
                Picker("気分", selection: $mood) {
                    ForEach(Mood.allCases) { mood in
                        Text(mood.emoji).tag(mood)
                    }
                }
                .pickerStyle(.segmented)

                TextEditor(text: $text)
                    .frame(minHeight: 200)
            }
            .navigationTitle("新しい日記")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("キャンセル") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("保存") {
                        onSave(text, mood)
                        dismiss()
                    }
                    .disabled(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
            }
        }
    }
}
