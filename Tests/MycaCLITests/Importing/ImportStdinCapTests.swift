import Foundation
import MycaCLI
import MycaCore
import MycaTestSupport
import Synchronization
import Testing

/// Standard input that never ends: cards of about 1.5 MB each, counting what was read.
private final class EndlessCards: InputSource {
    private let state = Mutex((offset: 0, delivered: 0))
    private let card = Array(("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nX-BIG:" + String(repeating: "a", count: 1_500_000)
        + "\r\nEND:VCARD\r\n").utf8)

    var delivered: Int { state.withLock { $0.delivered } }

    func readAll() -> [UInt8] { Issue.record("import read all of stdin"); return [] }
    func readLine() -> String? { nil }
    func readChunk(upTo count: Int) -> [UInt8] {
        state.withLock { s in
            let end = min(card.count, s.offset + count)
            let chunk = Array(card[s.offset..<end])
            s.offset = end == card.count ? 0 : end
            s.delivered += chunk.count
            return chunk
        }
    }
}

@Suite("myca import - (standard input)")
struct ImportStdinCapTests {
    @Test("import - streams standard input and stops at the same cap as a file, without reading the rest")
    func stdinOverTheCapIsRefusedAfterTheCap() async throws {
        let dir = try TemporaryDirectory("import-cap")
        let home = dir.file("home")
        let input = EndlessCards()
        let out = BufferSink(), err = BufferSink()
        let ctx = CommandContext(stdout: out, stderr: err, stdin: input, currentDirectory: dir.path,
                                 colorMode: .never, homeOverride: home)
        let status = await MycaCLI.run(["import", "-"], context: ctx)
        #expect(status == 1)
        let limit = VCardLimits.default.maxBytes
        #expect(err.text.hasPrefix("myca: error: <stdin>: vCard input is too large (more than \(limit) bytes)\n"))
        #expect(input.delivered > limit)
        #expect(input.delivered <= limit + 64 * 1024, "read \(input.delivered) bytes for a cap of \(limit)")
        #expect(!FileManager.default.fileExists(atPath: home + "/cards"))
    }
}
