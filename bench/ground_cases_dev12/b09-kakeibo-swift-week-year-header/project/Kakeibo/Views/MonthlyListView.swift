import SwiftData
import SwiftUI

struct MonthlyListView: View {
    @Query private var entries: [Entry]
    @State private var viewModel = MonthlyViewModel()
    @State private var showingEditor = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.sections) { section in
                    Section {
                        ForEach(section.entries) { entry in
                            EntryRow(entry: entry)
                        }
                    } header: {
                        HStack {
                            Text(section.title)
                                .font(.headline)
                            Spacer()
                            Text(viewModel.formattedYen(section.balance))
                                .foregroundStyle(section.balance < 0 ? .red : .primary)
                                .monospacedDigit()
                        }
                    }
                }
            }
            .navigationTitle("家計簿")
            .toolbar {
                Button { showingEditor = true } label: { Image(systemName: "plus") }
            }
            .sheet(isPresented: $showingEditor) { EntryEditorView() }
            .onAppear { viewModel.reload(entries: entries) }
            .onChange(of: entries) { _, new in viewModel.reload(entries: new) }
        }
    }
}

struct EntryRow: View {
    let entry: Entry

    var body: some View {
        HStack {
            Text(DateFormatting.dayLabel.string(from: entry.date))
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(width: 64, alignment: .leading)
            Text(entry.category.rawValue)
            if !entry.memo.isEmpty {
                Text(entry.memo).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
            Text("\(entry.signedAmount)")
                .monospacedDigit()
                .foregroundStyle(entry.kind == .income ? .green : .primary)
        }
    }
}
