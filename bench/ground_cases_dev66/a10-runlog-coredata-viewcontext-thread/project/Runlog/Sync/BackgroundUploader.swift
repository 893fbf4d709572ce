import BackgroundTasks
import CoreData
import os

/// Uploads finished runs to the server while the app is in the background.
final class BackgroundUploader {
    static let taskID = "app.runlog.upload"
    static let shared = BackgroundUploader()

    private let log = Logger(subsystem: "app.runlog", category: "upload")
    private let api = RunAPI()

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskID, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
    }

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: Self.taskID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("could not schedule upload: \(error.localizedDescription)")
        }
    }

    private func handle(_ task: BGProcessingTask) {
        // Queue the next attempt first: runs left over after an expiry get another chance.
        schedule()
        let work = Task {
            let pending = await RunStore.shared.unsyncedRuns()
            for run in pending {
                try Task.checkCancellation()
                try await api.upload(run)
                await RunStore.shared.markSynced(run.id)
            }
        }
        task.expirationHandler = {
            // Out of time: tell the system right away, or it kills the app (0x8badf00d).
            work.cancel()
            task.setTaskCompleted(success: false)
        }
        Task {
            let result = await work.result
            guard !work.isCancelled else { return }
            if case .failure(let error) = result {
                self.log.error("upload failed: \(error.localizedDescription)")
            }
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
