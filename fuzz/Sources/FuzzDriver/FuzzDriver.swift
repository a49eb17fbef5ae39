#if canImport(Glibc)
import Glibc
#endif

/// A harness: one input in, 0 out (libFuzzer's `LLVMFuzzerTestOneInput` shape).
public typealias FuzzHarness = @Sendable ([UInt8]) -> Void

/// libFuzzer's driver entry point (compiler-rt `FuzzerDriver.cpp`).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The harness being run; set once before libFuzzer starts, read on its one thread.
nonisolated(unsafe) private var currentHarness: FuzzHarness?

/// libFuzzer's archive is linked whole, so its own `main` refers to this symbol even
/// though SwiftPM's renamed entry point (below) is the one that runs.
@_cdecl("LLVMFuzzerTestOneInput")
func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    currentHarness?(bytes)
    return 0
}

/// Starts libFuzzer with the process's arguments and a harness.
///
/// SwiftPM renames an executable's `main`, so libFuzzer's own `main` never runs:
/// each harness's `main.swift` calls this instead.
public enum LibFuzzer {
    /// Runs libFuzzer over `harness` (exits with libFuzzer's status).
    public static func run(_ harness: @escaping FuzzHarness) -> Never {
        currentHarness = harness
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            currentHarness?(bytes)
            return 0
        }
        exit(status)
    }
}
