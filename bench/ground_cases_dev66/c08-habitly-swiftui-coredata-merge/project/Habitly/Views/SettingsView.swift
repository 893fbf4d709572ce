import SwiftUI

struct SettingsView: View {
    @AppStorage("reminderEnabled") private var reminderEnabled = true
    @AppStorage("reminderHour") private var reminderHour = 21
    @State private var confirmingLogout = false

    var body: some View {
        NavigationStack {
            Form {
                Section("提醒") {
                    Toggle("每日提醒", isOn: $reminderEnabled)
                    Stepper("提醒时间：\(reminderHour):00", value: $reminderHour, in: 6...23)
                        .disabled(!reminderEnabled)
                }
                Section {
                    NavigationLink("导出数据") { ExportView() }
                    NavigationLink("隐私政策") { PrivacyView() }
                    NavigationLink("关于 Habitly") { AboutView() }
                }
                Section {
                    Button("退出登录", role: .destructive) {
                        confirmingLogout = true
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle("设置")
        }
        .confirmationDialog("确定要退出登录吗？", isPresented: $confirmingLogout) {
            Button("退出登录", role: .destructive) { AuthStore.shared.logout() }
        }
    }
}
