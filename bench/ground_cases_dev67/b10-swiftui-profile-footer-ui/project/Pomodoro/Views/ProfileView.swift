import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var session: SessionStore
    @State private var confirmLogout = false

    var body: some View {
        List {
            Section("アカウント") {
                LabeledContent("名前", value: session.user?.name ?? "-")
                LabeledContent("メール", value: session.user?.email ?? "-")
                if session.user != nil {
                    Button("ログアウト", role: .destructive) { confirmLogout = true }
                }
            }
            Section("今週の記録") {
                LabeledContent("集中した回数", value: "\(session.stats.sessions)回")
                LabeledContent("合計時間", value: "\(session.stats.minutes)分")
            }
            Section {
                Text("Last synced \(session.lastSynced.formatted(date: .abbreviated, time: .shortened))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("プロフィール")
        .refreshable { await session.sync() }
        .confirmationDialog("ログアウトしますか？", isPresented: $confirmLogout, titleVisibility: .visible) {
            Button("ログアウト", role: .destructive) { session.logout() }
            Button("キャンセル", role: .cancel) {}
        }
    }
}

#Preview {
    NavigationStack {
        ProfileView().environmentObject(SessionStore.preview)
    }
}
