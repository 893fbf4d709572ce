import SwiftUI

struct TimerView: View {
    @AppStorage("focusMinutes") private var focusMinutes = 25
    @State private var remaining = 0
    @State private var running = false
    private let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
                .font(.system(size: 64, weight: .semibold, design: .rounded))
                .monospacedDigit()
            Button(running ? "一時停止" : "スタート") {
                if remaining == 0 { remaining = focusMinutes * 60 }
                running.toggle()
            }
            .buttonStyle(.borderedProminent)
        }
        .onReceive(tick) { _ in
            guard running, remaining > 0 else { return }
            remaining -= 1
            if remaining == 0 { running = false }
        }
        .navigationTitle("タイマー")
    }
}
