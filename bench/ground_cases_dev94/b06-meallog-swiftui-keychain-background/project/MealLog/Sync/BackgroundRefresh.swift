import BackgroundTasks
import os

/// Background work: a periodic refresh of the meal list, and photo uploads when on power.
enum BackgroundRefresh {
    static let refreshID = "jp.example.meallog.refresh"
    static let photoUploadID = "jp.example.meallog.photo-upload"

    private static let logger = Logger(subsystem: "jp.example.meallog", category: "sync")

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            handleRefresh(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: photoUploadID, using: nil) { task in
            handlePhotoUpload(task as! BGProcessingTask)
        }
    }

    static func scheduleAll() {
        let refresh = BGAppRefreshTaskRequest(identifier: refreshID)
        refresh.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        let upload = BGProcessingTaskRequest(identifier: photoUploadID)
        upload.requiresExternalPower = true
        upload.requiresNetworkConnectivity = true
        for request in [refresh, upload] as [BGTaskRequest] {
            do {
                try BGTaskScheduler.shared.submit(request)
            } catch {
                logger.error("[sync] could not schedule \(request.identifier, privacy: .public): \(error.localizedDescription, privacy: .public)")
            }
        }
    }

    private static func handleRefresh(_ task: BGAppRefreshTask) {
        logger.info("[sync] background refresh started")
        scheduleAll()
        let work = Task { @MainActor in
            let ok = await SyncService.shared.syncNow(reason: "background")
            logger.info("[sync] background refresh finished success=\(ok)")
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
    }

    private static func handlePhotoUpload(_ task: BGProcessingTask) {
        logger.info("[sync] photo upload started")
        let work = Task { @MainActor in
            let pending = SyncService.shared.pendingPhotoUploads()
            logger.info("[sync] \(pending.count) photos to upload")
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
