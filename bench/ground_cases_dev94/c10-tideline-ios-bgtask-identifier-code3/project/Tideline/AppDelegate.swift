import BackgroundTasks
import os
import UIKit
import UserNotifications

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    private let logger = Logger(subsystem: "com.tideline.app", category: "app")

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: AppConstants.BackgroundTask.refresh, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            RefreshScheduler.shared.handle(task)
        }
        if !registered {
            logger.error("BGTaskScheduler register failed")
        }

        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let category = UNNotificationCategory(identifier: AppConstants.Notification.tideAlertCategory, actions: [], intentIdentifiers: [])
        center.setNotificationCategories([category])
        return true
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse
    ) async {
        let stationID = response.notification.request.content.userInfo[AppConstants.Notification.stationIDKey] as? String
        if let stationID {
            UserDefaults.standard.set(stationID, forKey: AppConstants.DefaultsKey.selectedStationID)
        }
    }
}
