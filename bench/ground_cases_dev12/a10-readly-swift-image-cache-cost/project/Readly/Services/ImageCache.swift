import ImageIO
import UIKit

/// In-memory cache for article thumbnails, shared by all rows.
///
/// NSCache evicts on its own under memory pressure; the limits below are meant to keep
/// us well away from that point while scrolling long feeds.
final class ImageCache {
    static let shared = ImageCache()

    private let cache = NSCache<NSURL, UIImage>()

    init() {
        cache.name = "ImageCache"
        cache.totalCostLimit = 60 * 1024 * 1024 // ~60 MB of decoded pixels
        cache.countLimit = 400
    }

    /// Decodes `data` straight to a bitmap no larger than `pointSize` at `scale`, without
    /// ever decoding the full-size image (ImageIO thumbnailing).
    static func downsample(_ data: Data, to pointSize: CGSize, scale: CGFloat) -> UIImage? {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions) else { return nil }
        let maxPixels = max(pointSize.width, pointSize.height) * scale
        let options = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixels,
        ] as CFDictionary
        guard let cgImage = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }

    func cachedImage(for url: URL) -> UIImage? {
        cache.object(forKey: url as NSURL)
    }

    func insert(_ image: UIImage, for url: URL) {
        cache.setObject(image, forKey: url as NSURL)
    }

    func remove(for url: URL) {
        cache.removeObject(forKey: url as NSURL)
    }

    func removeAll() {
        cache.removeAllObjects()
    }
}
