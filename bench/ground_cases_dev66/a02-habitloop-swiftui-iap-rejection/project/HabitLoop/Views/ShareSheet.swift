import SwiftUI
import UIKit

/// Wraps UIActivityViewController so SwiftUI views can present the system share sheet.
struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    var onComplete: ((Bool) -> Void)? = nil

    func makeUIViewController(context: Context) -> UIViewController {
        UIViewController()
    }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        guard host.presentedViewController == nil, context.coordinator.presented == false else { return }
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.completionWithItemsHandler = { _, completed, _, _ in
            context.coordinator.presented = false
            onComplete?(completed)
        }
        if let popover = activity.popoverPresentationController {
            // iPad presents the share sheet as a popover and crashes without an anchor.
            popover.sourceView = host.view
            popover.sourceRect = CGRect(x: host.view.bounds.midX, y: host.view.bounds.minY, width: 0, height: 0)
            popover.permittedArrowDirections = [.up, .down]
        }
        context.coordinator.presented = true
        DispatchQueue.main.async {
            host.present(activity, animated: true)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator {
        var presented = false
    }
}
