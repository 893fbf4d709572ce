import SwiftUI

struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Thumbnail(url: article.imageURL)
            VStack(alignment: .leading, spacing: 4) {
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                HStack(spacing: 6) {
                    Text(article.feedTitle)
                    Text("·")
                    Text(RelativeDate.string(for: article.published))
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.vertical, 6)
        .opacity(article.isRead ? 0.55 : 1)
    }
}

struct Thumbnail: View {
    let url: URL?
    @State private var image: UIImage?
    @Environment(\.displayScale) private var displayScale

    private static let size = CGSize(width: 72, height: 72)

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(.quaternary)
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            }
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .task(id: url) { await load() }
    }

    private func load() async {
        guard let url else { return }
        if let cached = ImageCache.shared.cachedImage(for: url) {
            image = cached
            return
        }
        guard let (data, response) = try? await URLSession.shared.data(from: url),
              (response as? HTTPURLResponse)?.statusCode == 200,
              let decoded = ImageCache.downsample(data, to: Self.size, scale: displayScale) else { return }
        ImageCache.shared.insert(decoded, for: url)
        image = decoded
    }
}
