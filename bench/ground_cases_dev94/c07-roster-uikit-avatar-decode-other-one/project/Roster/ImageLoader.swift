import UIKit

/// 头像下载。列表里每个 cell 配置时调用。
final class ImageLoader {
    static let shared = ImageLoader()

    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    @discardableResult
    func load(_ url: URL, completion: @escaping (UIImage?) -> Void) -> URLSessionDataTask {
        let task = session.dataTask(with: url) { data, _, error in
            DispatchQueue.main.async {
                guard let data, error == nil else {
                    completion(nil)
                    return
                }
                let image = UIImage(data: data)
                completion(image)
            }
        }
        task.resume()
        return task
    }

    func prefetch(_ urls: [URL]) {
        for url in urls {
            load(url) { _ in }
        }
    }
}
