import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var sync: SyncService
    @AppStorage("syncOnCellular") private var syncOnCellular = true
    @AppStorage("dailyGoalKcal") private var dailyGoalKcal = 1800

    var body: some View {
        NavigationStack {
            Form {
                Section("同期") {
                    LabeledContent("最終同期") {
                        if let last = sync.lastSyncedAt {
                            Text("\(last, format: .relative(presentation: .named))")
                        } else {
                            Text("まだ同期していません")
                        }
                    }
                    Toggle("モバイルデータ通信でも同期", isOn: $syncOnCellular)
                    Button("今すぐ同期") {
                        Task { await sync.syncNow(reason: "manual") }
                    }
                    .disabled(sync.isSyncing)
                }
                Section("目標") {
                    Stepper("1日の目標: \(dailyGoalKcal) kcal", value: $dailyGoalKcal, in: 1000...4000, step: 100)
                }
                Section {
                    LabeledContent("バージョン", value: Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "-")
                }
            }
            .navigationTitle("設定")
        }
    }
}

#Preview {
    SettingsView().environmentObject(SyncService.shared)
}
