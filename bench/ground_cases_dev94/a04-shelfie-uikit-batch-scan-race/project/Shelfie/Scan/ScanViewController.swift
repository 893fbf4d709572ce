import AVFoundation
import UIKit

/// Batch scanner: every valid ISBN barcode in view is looked up and added to the library.
final class ScanViewController: UIViewController, AVCaptureMetadataOutputObjectsDelegate {
    private let store: BookStore
    private let lookup = BookLookup()
    private let session = AVCaptureSession()
    private var seen = Set<String>()

    init(store: BookStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scan books"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
        )
        guard let camera = AVCaptureDevice.default(for: .video),
              let input = try? AVCaptureDeviceInput(device: camera) else { return }
        session.addInput(input)
        let output = AVCaptureMetadataOutput()
        session.addOutput(output)
        output.setMetadataObjectsDelegate(self, queue: .main)
        output.metadataObjectTypes = [.ean13]
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.frame = view.bounds
        preview.videoGravity = .resizeAspectFill
        view.layer.addSublayer(preview)
        DispatchQueue.global(qos: .userInitiated).async { self.session.startRunning() }
    }

    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject],
                        from connection: AVCaptureConnection) {
        for case let code as AVMetadataMachineReadableCodeObject in objects {
            guard let isbn = code.stringValue, Book.isValidISBN13(isbn), seen.insert(isbn).inserted else { continue }
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            Task {
                let book = (try? await lookup.book(isbn: isbn)) ?? .placeholder(isbn: isbn)
                store.add(book)
            }
        }
    }
}
