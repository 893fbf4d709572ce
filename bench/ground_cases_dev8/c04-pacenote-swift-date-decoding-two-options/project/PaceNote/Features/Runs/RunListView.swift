import SwiftUI

struct RunListView: View {
    @StateObject private var model = RunListViewModel()

    var body: some View {
        NavigationStack {
            List(model.runs) { run in
                NavigationLink(value: run) { RunRow(run: run) }
            }
            .navigationTitle("我的跑步")
            .navigationDestination(for: Run.self) { RunDetailView(run: $0) }
            .overlay {
                if let message = model.errorMessage, model.runs.isEmpty {
                    ContentUnavailableView(message, systemImage: "wifi.exclamationmark")
                }
            }
            .task { await model.load() }
            .refreshable { await model.load() }
        }
    }
}
