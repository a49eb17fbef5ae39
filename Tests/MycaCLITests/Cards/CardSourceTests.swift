@testable import MycaCLI
import MycaCore
import Testing

/// Which card a command works on: `--sample`, a HANDLE, or the default, in a language.
@Suite struct CardSourceTests {
    static func resolve(_ tokens: [String]) throws -> CardSource {
        let args = try ArgumentParser.parse(tokens, for: QRCommand.spec)
        return try CardSource.resolve(args, CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: ["HOME": "/nonexistent"]))
    }

    @Test func theSampleNeedsNoStore() throws {
        let source = try Self.resolve(["--sample"])
        #expect(source.handle == nil)
        #expect(source.profile == Profile.sample)
    }

    @Test func theSampleAndAHandleAreNotBothTaken() {
        #expect(throws: UsageError.self) { try Self.resolve(["ann", "--sample"]) }
    }

    @Test func aLanguageTheCardHasNotIsNamedWithTheOnesItHas() throws {
        let source = try Self.resolve(["--sample", "--lang", "fr"])
        #expect(throws: CardLanguageError.self) { try source.snapshot() }
    }
}
