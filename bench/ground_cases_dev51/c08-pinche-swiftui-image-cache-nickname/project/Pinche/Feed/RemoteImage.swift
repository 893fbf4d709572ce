import SwiftUI

struct RemoteImage: View {
    let url: URL
    let size: CGSize

    @State private var image: UIImage?

    var body: some View {
        Group {
            if let image {
                Image(uiImage: image).resizable().scaledToFill()
            } else {
                Rectangle().fill(Color.gray.opacity(0.15))
            }
        }
        .frame(width: size.width, height: size.height)
        .clipped()
        .task(id: url) { await load() }
    }

    private func load() async {
        let key = ImageCache.key(url: url, size: size)
        if let cached = ImageCache.shared.image(for: key) {
            image = cached
            return
        }
        guard let data = try? await APIClient.shared.imageData(from: url),
              let full = UIImage(data: data) else { return }
        let scale = UIScreen.main.scale
        let target = CGSize(width: size.width * scale, height: size.height * scale)
        // 在后台解码并缩放到目标尺寸，避免在主线程 draw 大图
        guard let thumb = await full.byPreparingThumbnail(ofSize: target) else { return }
        if Task.isCancelled { return }
        ImageCache.shared.insert(thumb, for: key)
        image = thumb
    }
}
