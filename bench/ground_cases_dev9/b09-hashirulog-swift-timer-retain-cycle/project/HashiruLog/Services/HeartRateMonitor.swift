import Foundation
import HealthKit

final class HeartRateMonitor: ObservableObject {
    @Published private(set) var bpm: Int?

    private let healthStore = HKHealthStore()
    private var query: HKAnchoredObjectQuery?

    func start() {
        guard HKHealthStore.isHealthDataAvailable(),
              let type = HKObjectType.quantityType(forIdentifier: .heartRate) else { return }
        let predicate = HKQuery.predicateForSamples(withStart: Date(), end: nil)
        let query = HKAnchoredObjectQuery(type: type, predicate: predicate, anchor: nil, limit: HKObjectQueryNoLimit) { _, _, _, _, _ in }
        query.updateHandler = { [weak self] _, samples, _, _, _ in
            guard let sample = (samples as? [HKQuantitySample])?.last else { return }
            let unit = HKUnit.count().unitDivided(by: .minute())
            DispatchQueue.main.async {
                self?.bpm = Int(sample.quantity.doubleValue(for: unit))
            }
        }
        healthStore.execute(query)
        self.query = query
    }

    func stop() {
        if let query { healthStore.stop(query) }
        query = nil
    }
}
