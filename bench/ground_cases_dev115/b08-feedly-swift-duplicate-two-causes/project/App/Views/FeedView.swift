import SwiftUI

struct FeedView: View {
    @StateObject private var model = FeedViewModel()

    var body: some View {
        List(model.posts) { post in
            VStack(alignment: .leading, spacing: 4) {
                Text(post.author).font(.caption).foregroundStyle(.secondary)
                Text(post.body)
            }
            .onAppear {
                if post == model.posts.last {
                    Task { await model.loadMore() }
                }
            }
        }
        .refreshable { await model.refresh() }
        .task { await model.loadMore() }
    }
}
