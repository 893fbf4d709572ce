import UIKit

/// 一覧用の小さいサムネイル。NSCache なのでメモリ逼迫時は OS が勝手に捨てる。
final class ThumbnailStore {
    static let shared = ThumbnailStore()

    private let cache: NSCache<NSString, UIImage> = {
        let c = NSCache<NSString, UIImage>()
        c.countLimit = 200
        return c
    }()

    func thumbnail(for path: String, side: CGFloat = 64) -> UIImage? {
        if let hit = cache.object(forKey: path as NSString) {
            return hit
        }
        let dir = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let url = dir.appendingPathComponent("receipts").appendingPathComponent(path)
        guard let source = UIImage(contentsOfFile: url.path) else { return nil }
        let size = CGSize(width: side, height: side)
        let thumb = UIGraphicsImageRenderer(size: size).image { _ in
            source.draw(in: CGRect(origin: .zero, size: size))
        }
        cache.setObject(thumb, forKey: path as NSString)
        return thumb
    }

    func clear() {
        cache.removeAllObjects()
    }
}
