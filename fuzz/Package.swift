// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer harnesses for myca's parsers. A separate package so the normal build
// never sees them; build and run with `make fuzz` (see README.md here):
//   swift build --package-path fuzz -c debug -Xswiftc -sanitize=fuzzer,address
// Each harness is an executable whose `main` comes from libFuzzer.

// A path dependency's identity is its folder name (`myca`, `main`, a worktree's name…).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent

func harness(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzDriver"] + products.map { .product(name: $0, package: rootIdentity) }
    )
}

let package = Package(
    name: "myca-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        harness("FuzzVCard", ["MycaCore"]),
        harness("FuzzCSV", ["MycaCore"]),
        harness("FuzzJSON", ["MycaCore"]),
        harness("FuzzArguments", ["MycaCLI", "MycaCore"]),
        harness("FuzzTemplate", ["MycaCLI", "MycaCore"]),
    ],
    swiftLanguageModes: [.v6]
)
