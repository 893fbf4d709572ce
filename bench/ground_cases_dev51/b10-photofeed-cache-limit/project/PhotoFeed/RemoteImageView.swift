import SwiftUI

struct RemoteImageView: View {
    let url: URL
    @State private var image: UIImage?
    @State private var failed = false

    var body: some View {
        ZStack {
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            } else if failed {
                Image(systemName: "photo")
                    .foregroundStyle(.secondary)
            } else {
                ProgressView()
            }
        }
        .clipped()
        .task(id: url) {
            do {
                image = try await ImageLoader.shared.load(url)
            } catch {
                failed = true
            }
        }
    }
}
