import SwiftUI

struct EntryListView: View {
    @ObservedObject var store: EntryStore
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.sections()) { section in
                    Section(DateFormatting.relativeDayTitle(section.day)) {
                        ForEach(section.entries) { entry in
                            EntryRow(entry: entry)
                                .swipeActions {
                                    Button(role: .destructive) {
                                        store.delete(entry)
                                    } label: {
                                        Label("削除", systemImage: "trash")
                                    }
                                }
                        }
                    }
                }
            }
            .navigationTitle("日記")
            .toolbar {
                Button {
                    isComposing = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
            }
            .sheet(isPresented: $isComposing) {
                ComposeView { text, mood in
                    store.add(text, mood: mood)
                }
            }
        }
    }
}
