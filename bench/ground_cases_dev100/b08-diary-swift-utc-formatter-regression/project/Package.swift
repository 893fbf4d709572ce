// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Diary",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Diary", targets: ["Diary"]),
    ],
    targets: [
        .target(name: "Diary"),
        .testTarget(name: "DiaryTests", dependencies: ["Diary"]),
    ]
)
