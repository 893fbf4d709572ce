import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var service: TideService
    @AppStorage(AppConstants.DefaultsKey.alertsEnabled) private var alertsEnabled = true
    @AppStorage(AppConstants.DefaultsKey.selectedStationID) private var stationID = AppConstants.Defaults.stationID
    @AppStorage(AppConstants.DefaultsKey.lastRefreshAt) private var lastRefreshAt: Double = 0

    private let stations = [
        ("SH-WUSONG", "吴淞"),
        ("ZJ-ZHAPU", "乍浦"),
        ("FJ-XIAMEN", "厦门"),
        ("US-SFO", "San Francisco"),
    ]

    var body: some View {
        Form {
            Section("潮站") {
                Picker("潮站", selection: $stationID) {
                    ForEach(stations, id: \.0) { id, name in
                        Text(name).tag(id)
                    }
                }
            }
            Section("提醒") {
                Toggle("高潮前 1 小时提醒", isOn: $alertsEnabled)
            }
            Section {
                Button("立即刷新") {
                    Task { try? await service.refresh() }
                }
            } footer: {
                VStack(alignment: .leading, spacing: 4) {
                    if lastRefreshAt > 0 {
                        Text("上次更新：\(Date(timeIntervalSince1970: lastRefreshAt), format: .relative(presentation: .named))")
                    }
                    if let error = service.lastError {
                        Text(error).foregroundStyle(.red)
                    }
                }
            }
        }
        .navigationTitle("设置")
    }
}
