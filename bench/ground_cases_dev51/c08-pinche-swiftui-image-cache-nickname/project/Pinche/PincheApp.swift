import SwiftUI

@main
struct PincheApp: App {
    init() {
        // HTTP 响应缓存（接口 JSON 和图片的原始数据），和 ImageCache 的解码后图片是两层
        URLCache.shared = URLCache(
            memoryCapacity: 50 * 1024 * 1024,
            diskCapacity: 300 * 1024 * 1024,
            directory: nil
        )
        APIClient.shared.configure(baseURL: URL(string: "https://api.pinche.app/v2")!)
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                FeedView()
                    .tabItem { Label("发现", systemImage: "square.grid.2x2") }
                ProfileView()
                    .tabItem { Label("我的", systemImage: "person") }
            }
        }
    }
}

struct ProfileView: View {
    var body: some View {
        NavigationStack {
            Text("我的主页").navigationTitle("我的")
        }
    }
}
