import UIKit

enum ShareHelper {
    static func share(_ receipt: Receipt) {
        guard let image = ReceiptRenderer.render(receipt) else { return }
        let text = "\(receipt.merchant) \(receipt.formattedTotal)"
        let controller = UIActivityViewController(activityItems: [image, text], applicationActivities: nil)
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
        guard let presenter = topViewController() else { return }
        if let popover = controller.popoverPresentationController {
            // iPad presents the share sheet as a popover and crashes without an anchor.
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: presenter.view.bounds.maxX - 44, y: presenter.view.safeAreaInsets.top,
                                        width: 1, height: 1)
            popover.permittedArrowDirections = [.up]
        }
        presenter.present(controller, animated: true)
    }

    private static func topViewController() -> UIViewController? {
        let scene = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
        var top = scene?.keyWindow?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }

    static func saveToPhotos(_ receipt: Receipt) {
        guard let image = ReceiptRenderer.render(receipt) else { return }
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
    }
}

enum ReceiptRenderer {
    @MainActor
    static func render(_ receipt: Receipt) -> UIImage? {
        let renderer = ImageRenderer(content: ReceiptSnapshot(receipt: receipt))
        renderer.scale = 3
        return renderer.uiImage
    }
}
