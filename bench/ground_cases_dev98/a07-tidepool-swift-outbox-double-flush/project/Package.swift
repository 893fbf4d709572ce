// swift-tools-version:5.10
import PackageDescription

// SyncKit is the offline outbox shared by the Tidepool app and its widget extension.
// It has no third-party dependencies on purpose: the widget has a tight memory budget.
let package = Package(
    name: "SyncKit",
    platforms: [
        .iOS(.v16),
        .macOS(.v13),
    ],
    products: [
        .library(name: "SyncKit", targets: ["SyncKit"]),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "SyncKit",
            path: "Sources/SyncKit",
            swiftSettings: [
                .enableExperimentalFeature("StrictConcurrency"),
            ]
        ),
        .testTarget(
            name: "SyncKitTests",
            dependencies: ["SyncKit"],
            path: "Tests/SyncKitTests"
        ),
    ]
)
