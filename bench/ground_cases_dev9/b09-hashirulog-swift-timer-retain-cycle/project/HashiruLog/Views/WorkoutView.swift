import SwiftUI

struct WorkoutView: View {
    @StateObject var viewModel: WorkoutSessionViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Text(viewModel.elapsedText)
                .font(.system(size: 56, weight: .semibold, design: .rounded))
                .monospacedDigit()
            HStack(spacing: 32) {
                Metric(title: "距離", value: String(format: "%.2f km", viewModel.distanceKm))
                Metric(title: "心拍", value: viewModel.bpm.map { "\($0) bpm" } ?? "--")
                Metric(title: "ペース", value: viewModel.paceText)
            }
            Button(viewModel.isRunning ? "一時停止" : "再開") {
                viewModel.toggle()
            }
            .buttonStyle(.borderedProminent)
            Button("終了して保存", role: .destructive) {
                viewModel.finish()
                dismiss()
            }
        }
        .padding()
        .onAppear { viewModel.start() }
    }
}

private struct Metric: View {
    let title: String
    let value: String

    var body: some View {
        VStack {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title3).monospacedDigit()
        }
    }
}
