import SwiftUI

struct MealListView: View {
    @EnvironmentObject private var sync: SyncService

    private static let timeFormat: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "ja_JP")
        f.dateFormat = "M/d H:mm"
        return f
    }()

    var body: some View {
        NavigationStack {
            List(sync.meals) { meal in
                HStack(alignment: .firstTextBaseline) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(meal.title)
                            .font(.headline)
                            .foregroundStyle(.primary)
                        Text(Self.timeFormat.string(from: meal.eatenAt))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(meal.kcal) kcal")
                        .font(.subheadline.monospacedDigit())
                        .foregroundStyle(.primary)
                }
                .padding(.vertical, 4)
            }
            .overlay {
                if sync.meals.isEmpty && !sync.isSyncing {
                    ContentUnavailableView("まだ記録がありません", systemImage: "fork.knife")
                }
            }
            .refreshable { await sync.syncNow(reason: "pull") }
            .navigationTitle("記録")
        }
    }
}
