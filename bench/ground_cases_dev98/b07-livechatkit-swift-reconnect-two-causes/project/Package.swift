// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "LiveChatKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "LiveChatKit", targets: ["LiveChatKit"]),
    ],
    targets: [
        .target(name: "LiveChatKit"),
        .testTarget(name: "LiveChatKitTests", dependencies: ["LiveChatKit"]),
    ]
)
