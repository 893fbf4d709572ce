import SwiftUI

struct NewEventView: View {
    var onSave: (Event) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var location = ""
    @State private var isAllDay = false
    @State private var startAt = Date.now
    @State private var endAt = Date.now.addingTimeInterval(3600)

    var body: some View {
        NavigationStack {
            Form {
                TextField("タイトル", text: $title)
                TextField("場所", text: $location)
                Toggle("終日", isOn: $isAllDay)
                DatePicker("開始", selection: $startAt,
                           displayedComponents: isAllDay ? .date : [.date, .hourAndMinute])
                DatePicker("終了", selection: $endAt, in: startAt...,
                           displayedComponents: isAllDay ? .date : [.date, .hourAndMinute])
            }
            .navigationTitle("新しい予定")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("キャンセル") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("追加") {
                        onSave(Event(title: title.trimmingCharacters(in: .whitespaces),
                                     startAt: startAt,
                                     endAt: max(endAt, startAt),
                                     location: location.isEmpty ? nil : location,
                                     isAllDay: isAllDay))
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
