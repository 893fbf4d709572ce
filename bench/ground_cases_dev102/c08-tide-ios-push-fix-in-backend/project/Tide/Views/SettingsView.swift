import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var push: PushManager
    @AppStorage("dailyDigest") private var dailyDigest = true

    var body: some View {
        Form {
            Section("通知") {
                LabeledContent("推送权限", value: push.authorized ? "已开启" : "未开启")
                Toggle("每日摘要", isOn: $dailyDigest)
            }
            Section("关于") {
                LabeledContent("版本", value: Bundle.main.appVersion)
            }
        }
        .navigationTitle("设置")
    }
}

extension Bundle {
    var appVersion: String {
        let v = infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        return "v\(v)"
    }
}

#Preview {
    NavigationStack {
        SettingsView().environmentObject(PushManager.shared)
    }
}
