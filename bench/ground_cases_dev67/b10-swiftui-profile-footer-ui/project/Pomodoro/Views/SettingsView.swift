import SwiftUI

struct SettingsView: View {
    @AppStorage("focusMinutes") private var focusMinutes = 25
    @AppStorage("breakMinutes") private var breakMinutes = 5
    @AppStorage("soundOn") private var soundOn = true

    private var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
    }

    var body: some View {
        Form {
            Section("settings.timer") {
                Stepper("settings.focus \(focusMinutes)", value: $focusMinutes, in: 5...90, step: 5)
                Stepper("settings.break \(breakMinutes)", value: $breakMinutes, in: 1...30)
            }
            Section("settings.sound") {
                Toggle("settings.sound_on_done", isOn: $soundOn)
            }
            Section {
                Text("settings.version \(version)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("tab.settings")
    }
}

#Preview {
    NavigationStack { SettingsView() }
}
