import SwiftUI

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("reminderMinutes") private var reminderMinutes = 10
    @AppStorage("weekStartsOnMonday") private var weekStartsOnMonday = false

    private let reminderChoices = [5, 10, 15, 30, 60]

    var body: some View {
        NavigationStack {
            Form {
                Section("通知") {
                    Toggle("予定の前に通知", isOn: $notificationsEnabled)
                    Picker("通知タイミング", selection: $reminderMinutes) {
                        ForEach(reminderChoices, id: \.self) { m in
                            Text("\(m)分前").tag(m)
                        }
                    }
                    .disabled(!notificationsEnabled)
                }

                Section("表示") {
                    Toggle("週の始まりを月曜日にする", isOn: $weekStartsOnMonday)
                }

                Section {
                    LabeledContent("バージョン", value: appVersion)
                }
            }
            .navigationTitle("設定")
        }
    }

    private var appVersion: String {
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "-"
        let build = info?["CFBundleVersion"] as? String ?? "-"
        return "\(version) (\(build))"
    }
}
