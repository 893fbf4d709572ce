import SwiftUI

struct PhotoGridView: View {
    @State private var viewModel = PhotoGridViewModel()

    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(viewModel.photos) { photo in
                        ThumbnailView(photo: photo)
                            .onTapGesture { viewModel.select(photo) }
                            .contextMenu {
                                Button("削除", role: .destructive) {
                                    guard let i = viewModel.photos.firstIndex(of: photo) else { return }
                                    Task { await viewModel.delete(at: IndexSet(integer: i)) }
                                }
                            }
                    }
                }
            }
            .refreshable { await viewModel.reload() }
            .overlay {
                if viewModel.isLoading && viewModel.photos.isEmpty {
                    ProgressView()
                }
            }
            .navigationTitle(viewModel.countLabel)
            .sheet(isPresented: $viewModel.isShowingDetail) {
                if let photo = viewModel.selectedPhoto {
                    PhotoDetailView(photo: photo)
                }
            }
            .task { await viewModel.reload() }
        }
    }
}

#Preview {
    PhotoGridView()
}
