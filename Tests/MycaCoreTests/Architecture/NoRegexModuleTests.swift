import Foundation
import Testing

/// The standard library's string searches (`replacing(_:with:)`, `ranges(of:)`,
/// `firstRange(of:)`, regexes) live in _StringProcessing: one call links its 800 KB into
/// `myca`, and the loader relocates its pages on every command (about 40 page faults, 7 %
/// of a one-card `qr --png`; bench/README.md). Sources use `String+Search.swift` instead;
/// these tests read every source file of the programs and fail on a call into that module.
@Suite struct NoRegexModuleTests {
    static let folders = ["Sources/MycaCore", "Sources/MycaCLI", "Sources/myca", "Sources/myca-draw"]

    /// Every `.swift` file of the programs, relative path → text.
    static let sources: [(path: String, text: String)] = folders.flatMap { folder -> [(String, String)] in
        let root = TestCards.packageRoot + "/" + folder
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return files.map { (folder + "/" + $0, (try? String(contentsOfFile: root + "/" + $0, encoding: .utf8)) ?? "") }
    }

    /// Calls in the code of `source` that go to _StringProcessing, as `line: code`.
    static func regexModuleCalls(in source: String) -> [String] {
        let calls = /\.replacing\([^:()]*,\s*with:|\.(ranges|firstRange)\(of:|\.trimmingPrefix\(|\.(wholeMatch|firstMatch|prefixMatch|matches)\(of:|\bRegex\b|\bRegexBuilder\b/
        return SwiftSourceScanner(source).codeLines.enumerated()
            .filter { $0.element.contains(calls) }.map { "\($0.offset + 1): \($0.element)" }
    }

    @Test("the scan finds such calls and passes the searches of String+Search")
    func theScanWorks() {
        #expect(Self.regexModuleCalls(in: #"let a = b.replacing("x", with: "y")"#).count == 1)
        #expect(Self.regexModuleCalls(in: "let r = name.ranges(of: t).last").count == 1)
        #expect(Self.regexModuleCalls(in: "let r = s.firstRange(ofText: t)\nlet q = s.replacingAll(a, with: b)").isEmpty)
        #expect(Self.regexModuleCalls(in: "style.replacing(foreground: f, background: b)").isEmpty)
    }

    @Test("no source of myca or myca-draw calls into _StringProcessing")
    func noCalls() {
        #expect(Self.sources.count > 100)
        for (path, text) in Self.sources {
            let calls = Self.regexModuleCalls(in: text)
            #expect(calls.isEmpty, "\(path) calls into _StringProcessing: \(calls)")
        }
    }
}
