import SwiftUI

struct RunRow: View {
    let run: Run

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(run.startedAt.formatted(date: .abbreviated, time: .shortened))
                .font(.headline)
            HStack {
                Text(String(format: "%.2f km", run.distanceMeters / 1000))
                Spacer()
                Text(PaceFormatter.string(secondsPerKm: run.paceSecondsPerKm))
                    .foregroundStyle(.secondary)
            }
        }
    }
}

enum PaceFormatter {
    static func string(secondsPerKm: Double) -> String {
        let s = Int(secondsPerKm.rounded())
        return String(format: "%d'%02d\"/km", s / 60, s % 60)
    }
}
