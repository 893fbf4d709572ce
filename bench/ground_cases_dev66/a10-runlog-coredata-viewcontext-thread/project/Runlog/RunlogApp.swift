import SwiftUI

@main
struct RunlogApp: App {
    @Environment(\.scenePhase) private var phase
    private let store = RunStore.shared

    init() {
        BackgroundUploader.shared.register()
    }

    var body: some Scene {
        WindowGroup {
            RunListView()
                .environment(\.managedObjectContext, store.container.viewContext)
        }
        .onChange(of: phase) { _, newPhase in
            if newPhase == .background {
                BackgroundUploader.shared.schedule()
            }
        }
    }
}
