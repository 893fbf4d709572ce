import Combine
import Foundation

@MainActor
final class WorkoutSessionViewModel: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var distanceKm: Double = 0
    @Published private(set) var bpm: Int?
    @Published private(set) var isRunning = false

    private let store: WorkoutStore
    private let heartRate = HeartRateMonitor()
    private let location = LocationTracker()
    private var timer: Timer?
    private var startedAt = Date()
    private var cancellables = Set<AnyCancellable>()

    init(store: WorkoutStore) {
        self.store = store
        heartRate.$bpm
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.bpm = $0 }
            .store(in: &cancellables)
        location.$totalMeters
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.distanceKm = $0 / 1000 }
            .store(in: &cancellables)
    }

    deinit {
        timer?.invalidate()
    }

    var elapsedText: String {
        let s = Int(elapsed)
        return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
    }

    var paceText: String {
        guard distanceKm > 0.05 else { return "--" }
        let secPerKm = Int(elapsed / distanceKm)
        return String(format: "%d'%02d\"/km", secPerKm / 60, secPerKm % 60)
    }

    func start() {
        guard !isRunning else { return }
        startedAt = Date()
        isRunning = true
        heartRate.start()
        location.start()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.tick()
        }
    }

    func toggle() {
        if isRunning {
            timer?.invalidate()
            location.pause()
            isRunning = false
        } else {
            start()
        }
    }

    func finish() {
        timer?.invalidate()
        heartRate.stop()
        location.stop()
        isRunning = false
        store.save(Workout(startedAt: startedAt, elapsed: elapsed, distanceKm: distanceKm))
    }

    private func tick() {
        elapsed += 1
    }
}
