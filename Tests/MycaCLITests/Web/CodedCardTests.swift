@testable import MycaCLI
import MycaCore
import Testing

/// What the web commands' codes carry.
@Suite struct CodedCardTests {
    static func request(_ tokens: [String]) throws -> CodeRequest {
        let args = try ArgumentParser.parse(["--sample"] + tokens, for: SignatureCommand.spec)
        let coded = try CodedCard.resolve(args, CommandContext(stdout: BufferSink(), stderr: BufferSink()))
        return try CodedCard.signatureCode(coded.request, args)
    }

    @Test func aSignaturesCodeCarriesThePrintedFieldsUnlessFieldsChoseOthers() throws {
        #expect(try Self.request([]).fields == .printed)
        let chosen = try Self.request(["--fields", "name,email"])
        #expect(chosen.fields != .printed)
        #expect(chosen.fields == (try FieldSelection(parsing: "name,email")))
    }
}
