import ImageIO
import UIKit

enum ImageLoaderError: Error {
    case badResponse(Int)
    case undecodable
}

actor ImageLoader {
    static let shared = ImageLoader()

    private var inFlight: [URL: Task<UIImage, Error>] = [:]

    /// Decodes straight to a thumbnail no larger than `maxPixelSize` on its longer side.
    nonisolated static func downsample(_ data: Data, maxPixelSize: CGFloat) -> UIImage? {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions) else { return nil }
        let options = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ] as CFDictionary
        guard let cgImage = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
        return UIImage(cgImage: cgImage)
    }

    func load(_ url: URL, maxPixelSize: CGFloat = 360) async throws -> UIImage {
        if let cached = ImageCache.shared.image(for: url) {
            return cached
        }
        if let task = inFlight[url] {
            return try await task.value
        }
        let task = Task<UIImage, Error> {
            let (data, response) = try await URLSession.shared.data(from: url)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw ImageLoaderError.badResponse(http.statusCode)
            }
            guard let image = Self.downsample(data, maxPixelSize: maxPixelSize) else {
                throw ImageLoaderError.undecodable
            }
            return image
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let image = try await task.value
        ImageCache.shared.insert(image, for: url)
        return image
    }
}
