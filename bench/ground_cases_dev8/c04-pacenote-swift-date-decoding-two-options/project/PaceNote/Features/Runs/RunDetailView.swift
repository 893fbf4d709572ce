import SwiftUI

struct RunDetailView: View {
    let run: Run

    var body: some View {
        Form {
            Section {
                LabeledContent("开始时间", value: run.startedAt.formatted(date: .long, time: .shortened))
                if Calendar.current.isDateInToday(run.startedAt) {
                    Text("今天的跑步").foregroundStyle(.green)
                }
            }
            Section("数据") {
                LabeledContent("距离", value: String(format: "%.2f km", run.distanceMeters / 1000))
                LabeledContent("配速", value: PaceFormatter.string(secondsPerKm: run.paceSecondsPerKm))
                if let route = run.route { LabeledContent("路线", value: route) }
            }
        }
        .navigationTitle(run.route ?? "跑步")
    }
}
