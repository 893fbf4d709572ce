import SwiftUI

struct TideListView: View {
    @EnvironmentObject private var service: TideService

    var body: some View {
        List {
            ForEach(service.tides) { event in
                HStack {
                    Image(systemName: event.kind == .high ? "arrow.up.to.line" : "arrow.down.to.line")
                        .foregroundStyle(event.kind == .high ? .blue : .teal)
                    VStack(alignment: .leading) {
                        Text(TideFormatter.label(event))
                            .font(.headline)
                        Text(TideFormatter.time(event))
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(TideFormatter.height(event))
                        .monospacedDigit()
                }
            }
        }
        .overlay {
            if service.tides.isEmpty {
                ContentUnavailableView("暂无数据", systemImage: "water.waves", description: Text("下拉刷新试试"))
            }
        }
        .refreshable {
            try? await service.refresh()
        }
        .navigationTitle("潮汐")
    }
}
