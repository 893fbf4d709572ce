import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var store: FeedStore
    @AppStorage("refreshMinutes") private var refreshMinutes = 30
    @AppStorage("markReadOnScroll") private var markReadOnScroll = true
    @AppStorage("showThumbnails") private var showThumbnails = true
    @State private var confirmClear = false

    private let intervals = [15, 30, 60, 180]

    var body: some View {
        Form {
            Section("Reading") {
                Toggle("Mark as read while scrolling", isOn: $markReadOnScroll)
                Toggle("Show thumbnails", isOn: $showThumbnails)
            }
            Section("Refresh") {
                Picker("Refresh every", selection: $refreshMinutes) {
                    ForEach(intervals, id: \.self) { minutes in
                        Text(minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h").tag(minutes)
                    }
                }
                .onChange(of: refreshMinutes) { store.startAutoRefresh() }
                Button("Refresh now") {
                    Task { await store.refreshAll() }
                }
            }
            Section("Storage") {
                Button("Clear image cache", role: .destructive) { confirmClear = true }
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Clear cached images?", isPresented: $confirmClear) {
            Button("Clear", role: .destructive) { ImageCache.shared.removeAll() }
        }
    }
}
