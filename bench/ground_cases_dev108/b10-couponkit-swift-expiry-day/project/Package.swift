// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CouponKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "CouponKit", targets: ["CouponKit"])],
    targets: [
        .target(name: "CouponKit", path: "Sources/CouponKit"),
        .testTarget(name: "CouponKitTests", dependencies: ["CouponKit"], path: "Tests/CouponKitTests"),
    ]
)
