import UIKit

/// Downloads cover thumbnails and keeps them in memory.
final class CoverLoader {
    private let cache = NSCache<NSURL, UIImage>()
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
        cache.countLimit = 300
    }

    enum LoadError: Error {
        case badStatus(Int)
        case notAnImage
    }

    @MainActor
    func image(for url: URL) async throws -> UIImage {
        if let cached = cache.object(forKey: url as NSURL) {
            return cached
        }
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw LoadError.badStatus(http.statusCode)
        }
        guard let image = UIImage(data: data)?.preparingThumbnail(of: CGSize(width: 96, height: 144)) else {
            throw LoadError.notAnImage
        }
        cache.setObject(image, forKey: url as NSURL)
        return image
    }

    func purge() {
        cache.removeAllObjects()
    }
}
