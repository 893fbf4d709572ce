import SwiftUI
import FirebaseCore

@main
struct MediQApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var queue = QueueModel()

    var body: some Scene {
        WindowGroup {
            QueueStatusView()
                .environmentObject(queue)
        }
    }
}
