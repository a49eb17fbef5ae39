// swift-tools-version:6.0
import PackageDescription

// myca: digital business cards on the command line.
// No package dependencies: C libraries come from Debian packages through
// system library targets (see `make deps`).
let package = Package(
    name: "myca",
    products: [
        .executable(name: "myca", targets: ["myca"]),
        .library(name: "MycaCore", targets: ["MycaCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "MycaCore", dependencies: ["CQRencode", "CPNG"]),
        .target(name: "MycaCLI", dependencies: ["MycaCore"]),
        .executableTarget(name: "myca", dependencies: ["MycaCLI"]),
        .testTarget(name: "MycaCoreTests", dependencies: ["MycaCore"]),
        .testTarget(name: "MycaCLITests", dependencies: ["MycaCLI", "MycaCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["MycaCore"]),
    ],
    swiftLanguageModes: [.v6]
)
