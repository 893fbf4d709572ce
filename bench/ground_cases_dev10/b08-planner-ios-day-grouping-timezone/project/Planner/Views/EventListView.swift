import SwiftUI

struct EventListView: View {
    @EnvironmentObject private var store: EventStore
    @State private var showingNewEvent = false

    /// dayKey ごとにまとめたセクション（日付の昇順）
    private var sections: [(key: String, events: [Event])] {
        let grouped = Dictionary(grouping: store.events) { DateFormatting.dayKey.string(from: $0.startAt) }
        return grouped
            .map { (key: $0.key, events: $0.value.sorted { $0.startAt < $1.startAt }) }
            .sorted { $0.key < $1.key }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.key) { section in
                    Section {
                        ForEach(section.events) { event in
                            EventRow(event: event)
                        }
                        .onDelete { offsets in
                            offsets.map { section.events[$0] }.forEach(store.delete)
                        }
                    } header: {
                        Text(title(for: section.events[0]))
                    }
                }
            }
            .overlay {
                if store.events.isEmpty {
                    ContentUnavailableView("予定はありません", systemImage: "calendar.badge.plus")
                }
            }
            .navigationTitle("予定")
            .toolbar {
                Button {
                    showingNewEvent = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingNewEvent) {
                NewEventView { store.add($0) }
            }
        }
    }

    private func title(for event: Event) -> String {
        if Calendar.current.isDateInToday(event.startAt) { return "今日" }
        if Calendar.current.isDateInTomorrow(event.startAt) { return "明日" }
        return DateFormatting.sectionTitle.string(from: event.startAt)
    }
}
