import BackgroundTasks
import os

final class RefreshScheduler {
    static let shared = RefreshScheduler()

    private let logger = Logger(subsystem: "com.tideline.app", category: "refresh")
    private let service = TideService()

    /// 最早 2 小时后再刷新；系统会根据使用习惯决定实际时间。
    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppConstants.BackgroundTask.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 2 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            logger.info("refresh scheduled")
        } catch {
            logger.error("Failed to submit: \(error.localizedDescription, privacy: .public) \(String(describing: error), privacy: .public)")
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task {
            do {
                try await service.refresh()
                await AlertPlanner().planAlerts(for: service.tides)
                task.setTaskCompleted(success: true)
            } catch {
                logger.error("background refresh failed: \(String(describing: error), privacy: .public)")
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = {
            work.cancel()
        }
    }
}
