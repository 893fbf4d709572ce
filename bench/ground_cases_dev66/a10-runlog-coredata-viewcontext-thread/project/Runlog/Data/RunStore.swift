import CoreData
import Foundation

struct RunSummary: Sendable, Identifiable {
    let id: UUID
    let startedAt: Date
    let distanceMeters: Double
    let durationSeconds: Double
    let polyline: Data
}

/// Core Data access for runs. The UI reads from `viewContext`; everything else should not.
final class RunStore: @unchecked Sendable {
    static let shared = RunStore()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Runlog")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("Core Data failed to load: \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }

    /// Called from RunTracker's location callback queue when a run ends.
    func saveRun(_ summary: RunSummary) throws {
        let context = container.viewContext
        let run = RunEntity(context: context)
        run.id = summary.id
        run.startedAt = summary.startedAt
        run.distanceMeters = summary.distanceMeters
        run.durationSeconds = summary.durationSeconds
        run.polyline = summary.polyline
        run.synced = false
        try context.save()
    }

    func unsyncedRuns() async -> [RunSummary] {
        let context = container.newBackgroundContext()
        return await context.perform {
            let request = RunEntity.fetchRequest()
            request.predicate = NSPredicate(format: "synced == NO")
            let runs = (try? context.fetch(request)) ?? []
            return runs.map {
                RunSummary(id: $0.id!, startedAt: $0.startedAt!, distanceMeters: $0.distanceMeters,
                           durationSeconds: $0.durationSeconds, polyline: $0.polyline ?? Data())
            }
        }
    }

    func markSynced(_ id: UUID) async {
        let context = container.newBackgroundContext()
        await context.perform {
            let request = RunEntity.fetchRequest()
            request.predicate = NSPredicate(format: "id == %@", id as CVarArg)
            if let run = try? context.fetch(request).first {
                run.synced = true
                try? context.save()
            }
        }
    }
}
