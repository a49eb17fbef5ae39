// swift-tools-version:6.0
import PackageDescription

// myca: digital business cards on the command line.
// No package dependencies: C libraries come from Debian packages through
// system library targets (see `make deps`).
let package = Package(
    name: "myca",
    products: [
        .executable(name: "myca", targets: ["myca"]),
        .executable(name: "myca-draw", targets: ["myca-draw"]),
        .executable(name: "myca-nfc", targets: ["myca-nfc"]),
        .executable(name: "myca-wallet", targets: ["myca-wallet"]),
        .executable(name: "myca-scan", targets: ["myca-scan"]),
        .library(name: "MycaCore", targets: ["MycaCore"]),
        .library(name: "MycaCLI", targets: ["MycaCLI"]),
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
        // cairo and pango: only the `myca-draw` executable links them (see its main.swift).
        // CPangoCairo is a C target whose public include folder holds pango's headers
        // (see its header): pkg-config's pango entry would add -pthread, which SwiftPM
        // refuses, and an include flag of our own would keep anyone from depending on us.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "CPangoCairo", dependencies: ["CCairo", "CHarfBuzz"]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // libjpeg-turbo: the JPEG pictures on a printed card. Only `myca-draw` links it.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // qpdf: the PDF's print boxes, links, dates and press colours, set on its objects
        // after cairo wrote it. Only `myca-draw` links it.
        .systemLibrary(name: "CQPDF", pkgConfig: "libqpdf", providers: [.apt(["libqpdf-dev"])]),
        // libnfc: NFC readers, for `myca nfc --write`. Only the `myca-nfc` executable links it.
        .systemLibrary(name: "CNFC", pkgConfig: "libnfc", providers: [.apt(["libnfc-dev"])]),
        // OpenSSL's libcrypto and zlib: signing wallet passes and zipping them. Only the
        // `myca-wallet` executable links them.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Tesseract (OCR) and Leptonica (image decoding) through their C APIs. Only the
        // `myca-scan` executable links them.
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract", providers: [.apt(["libtesseract-dev"])]),
        // ZXing-cpp reads QR codes; Debian's 1.4 has no C API, so a C++ file of ours gives
        // it one that throws nothing. Only `myca-scan` links it.
        .target(name: "CZXingShim", linkerSettings: [.linkedLibrary("ZXing")]),
        // glibc's gettext (libintl.h, part of the C library): messages in the user's language.
        .systemLibrary(name: "CIntl"),
        // glibc's prctl, for the programs myca runs to end with it (ProgramMain; nothing to link).
        .systemLibrary(name: "CPrctl"),
        .target(name: "MycaCore", dependencies: ["CQRencode", "CPNG"]),
        // The frame of the programs myca runs (myca-draw, -nfc, -wallet, -scan): they exit
        // and follow their parent, which MycaCore never does.
        .target(name: "MycaProgramMain", dependencies: ["MycaCore", "CPrctl"]),
        // The commit myca was built from, for `myca --version` (a C file of its own, so a new
        // commit compiles one file again, see scripts/build-info).
        .target(name: "CBuildInfo"),
        .target(name: "MycaCLI", dependencies: ["MycaCore", "CIntl", "CBuildInfo"]),
        .executableTarget(name: "myca", dependencies: ["MycaCLI"]),
        .executableTarget(
            name: "myca-draw", dependencies: ["MycaCore", "MycaProgramMain", "CPangoCairo", "CHarfBuzz", "CTurboJPEG", "CQPDF"]),
        .executableTarget(name: "myca-nfc", dependencies: ["MycaCore", "MycaProgramMain", "CNFC"]),
        .executableTarget(name: "myca-wallet", dependencies: ["MycaCore", "MycaProgramMain", "CCrypto", "CZlib"]),
        .executableTarget(name: "myca-scan", dependencies: ["MycaCore", "MycaProgramMain", "CZXingShim", "CTesseract"]),
        // Test helpers shared by the test targets: real QR decoders, rasterizers for
        // SVG and terminal output, a PNG reader, the temporary-directory helper, the built
        // binary as a process. Never linked into myca.
        .target(
            name: "MycaTestSupport", dependencies: ["MycaCore", "CPNG"],
            path: "Tests/MycaTestSupport", exclude: ["InProcess"]),
        // The in-process harness: needs MycaCLI, so it is a target of its own that the
        // end-to-end tests do not get (they run the built binary).
        .target(
            name: "MycaInProcess", dependencies: ["MycaCLI", "MycaCore", "MycaTestSupport"],
            path: "Tests/MycaTestSupport/InProcess"),
        // myca with a pause between the steps of every atomic write, for the end-to-end
        // tests that kill or race a write. Never installed.
        .executableTarget(
            name: "myca-paused-writes", dependencies: ["MycaCLI", "MycaCore"], path: "Tests/MycaPausedWrites"),
        .testTarget(name: "MycaCoreTests", dependencies: ["MycaCore", "MycaTestSupport"]),
        .testTarget(
            name: "MycaCLITests", dependencies: ["MycaCLI", "MycaCore", "MycaTestSupport", "MycaInProcess"]),
        .testTarget(name: "EndToEndTests", dependencies: ["MycaCore", "MycaTestSupport"]),
        // What myca-draw does to cairo's output on its own (print boxes, links, press colours).
        .testTarget(name: "MycaDrawTests", dependencies: ["myca-draw", "MycaCore"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
