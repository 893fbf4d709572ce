import UIKit

public final class ReceiptRenderer {
    private let pageSize = CGSize(width: 298, height: 420)

    public init() {}

    public func render(lines: [String], title: String) -> Data {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(origin: .zero, size: pageSize))
        return renderer.pdfData { ctx in
            ctx.beginPage()
            let body = UIFont.systemFont(ofSize: 11)
            let head = UIFont.systemFont(ofSize: 15, weight: .semibold)
            let lang = Locale.preferredLanguages.first ?? "en"
            title.draw(at: CGPoint(x: 20, y: 20), withAttributes: [.font: head, .languageIdentifier: lang])
            for (i, line) in lines.enumerated() {
                line.draw(at: CGPoint(x: 20, y: 52 + CGFloat(i) * 16),
                          withAttributes: [.font: body, .languageIdentifier: lang])
            }
        }
    }
}
