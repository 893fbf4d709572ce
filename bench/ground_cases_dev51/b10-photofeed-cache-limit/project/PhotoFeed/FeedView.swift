import SwiftUI

struct FeedView: View {
    @StateObject var viewModel: FeedViewModel

    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(viewModel.photos) { photo in
                    RemoteImageView(url: photo.imageURL)
                        .frame(height: 110)
                        .task {
                            await viewModel.loadMoreIfNeeded(current: photo)
                        }
                }
            }
        }
        .refreshable {
            await viewModel.load()
        }
        .navigationTitle("フィード")
        .overlay {
            if viewModel.isLoading && viewModel.photos.isEmpty {
                ProgressView()
            }
        }
        .alert("エラー", isPresented: .constant(viewModel.errorMessage != nil)) {
            Button("OK") { viewModel.errorMessage = nil }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
        .task {
            await viewModel.load()
        }
    }
}
