import SwiftUI

struct FeedView: View {
    @StateObject private var model = FeedViewModel()
    @State private var refreshCount = 0

    private let columns = [GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(model.posts) { post in
                        NavigationLink(value: post) {
                            RemoteImage(url: post.imageUrl, size: CGSize(width: 180, height: 180))
                        }
                        .task { await model.loadMoreIfNeeded(current: post) }
                    }
                }
                if model.isLoading {
                    ProgressView().padding()
                }
            }
            .refreshable {
                await model.refresh()
                refreshCount += 1
            }
            .sensoryFeedback(.success, trigger: refreshCount)
            .navigationTitle("发现")
            .navigationDestination(for: Post.self) { post in
                Text(post.author)
            }
            .alert("加载失败", isPresented: .constant(model.errorMessage != nil)) {
                Button("好") { model.errorMessage = nil }
            } message: {
                Text(model.errorMessage ?? "")
            }
            .task { if model.posts.isEmpty { await model.refresh() } }
        }
    }
}
