import SwiftUI

struct QueueStatusView: View {
    @EnvironmentObject var queue: QueueModel

    var body: some View {
        VStack(spacing: 16) {
            if let number = queue.ticketNumber {
                Text("受付番号").font(.headline)
                Text("\(number)")
                    .font(.system(size: 64, weight: .bold, design: .rounded))
                    .accessibilityLabel("受付番号 \(number)番")
            }
            Text(queue.message)
                .font(.title3)
                .multilineTextAlignment(.center)
            if let updated = queue.lastUpdated {
                Text("更新: \(updated.formatted(date: .omitted, time: .shortened))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Button("更新") {
                Task { await queue.refresh() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .task { await queue.refresh() }
        .refreshable { await queue.refresh() }
    }
}
