import SwiftUI

struct ClubListView: View {
    @State private var clubs: [Club] = []

    var body: some View {
        NavigationStack {
            List(clubs) { club in
                VStack(alignment: .leading) {
                    Text(club.name).font(.headline)
                    Text("\(club.memberCount) 人 · 成立于 \(club.createdAt.formatted(date: .numeric, time: .omitted))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("跑团")
            .task { clubs = (try? await APIClient.shared.get(.clubs)) ?? [] }
        }
    }
}
