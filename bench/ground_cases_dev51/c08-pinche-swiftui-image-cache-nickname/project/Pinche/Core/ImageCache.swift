import UIKit

/// 解码后的 UIImage 内存缓存。key 是图片 URL + 目标尺寸。
final class ImageCache {
    static let shared = ImageCache()

    private let cache = NSCache<NSString, UIImage>()
    private let maxBytes = 50 * 1024 * 1024

    private init() {
        cache.totalCostLimit = maxBytes
        cache.countLimit = 200
    }

    func image(for key: String) -> UIImage? {
        cache.object(forKey: key as NSString)
    }

    func insert(_ image: UIImage, for key: String) {
        cache.setObject(image, forKey: key as NSString, cost: Self.cost(of: image))
    }

    func removeAll() {
        cache.removeAllObjects()
    }

    static func key(url: URL, size: CGSize) -> String {
        "\(url.absoluteString)@\(Int(size.width))x\(Int(size.height))"
    }

    /// 按解码后的位图大小估算：宽 × 高 × 4 字节
    private static func cost(of image: UIImage) -> Int {
        let scale = image.scale
        return Int(image.size.width * scale * image.size.height * scale * 4)
    }
}
