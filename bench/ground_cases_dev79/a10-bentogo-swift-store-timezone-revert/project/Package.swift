// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "BentoGo",
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [.library(name: "BentoGo", targets: ["BentoGo"])],
    targets: [
        .target(name: "BentoGo", resources: [.process("Resources")]),
        .testTarget(name: "BentoGoTests", dependencies: ["BentoGo"]),
    ]
)
