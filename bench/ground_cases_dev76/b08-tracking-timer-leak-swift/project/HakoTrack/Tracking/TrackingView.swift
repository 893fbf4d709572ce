import SwiftUI
import MapKit

struct TrackingView: View {
    @StateObject var model: TrackingViewModel

    var body: some View {
        VStack(spacing: 0) {
            Map {
                if let snap = model.snapshot {
                    Annotation("ドライバー", coordinate: snap.driverLocation) {
                        Image(systemName: "box.truck.fill")
                            .padding(6)
                            .background(.white, in: Circle())
                    }
                    MapPolyline(coordinates: snap.route)
                        .stroke(.blue, lineWidth: 4)
                }
            }
            HStack {
                Text("到着まで")
                Text(model.etaText).bold()
                Spacer()
                if let error = model.errorMessage {
                    Text(error).foregroundStyle(.red).font(.caption)
                }
            }
            .padding()
        }
        .onAppear { model.startPolling() }
        .onDisappear { model.stopPolling() }
    }
}
