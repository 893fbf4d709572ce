import UIKit

/// レシート画像のデコード結果をキャッシュする。ディスクからの読み込みは重いので一度だけ。
actor ReceiptImageCache {
    static let shared = ReceiptImageCache()

    private let directory: URL = {
        let dir = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return dir.appendingPathComponent("receipts", isDirectory: true)
    }()

    private var storage: [String: UIImage] = [:]

    func image(at path: String) async -> UIImage? {
        if let hit = storage[path] {
            return hit
        }
        let url = directory.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url), let image = UIImage(data: data) else {
            return nil
        }
        let decoded = await image.byPreparingForDisplay() ?? image
        storage[path] = decoded
        return decoded
    }

    func remove(path: String) {
        storage[path] = nil
    }

    var count: Int { storage.count }
}
