import Foundation
import MycaTestSupport
import Testing

/// Errors agree with one another: a usage error (an unknown option, a bad option value, a
/// missing argument) exits 2 and every other error 1, every hint starts the same way, and
/// a hint points where people meant to go.
@Suite("errors that agree")
struct ErrorsAgreeEndToEndTests {
    static func store() throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory("errors")
        let made = try MycaProcess.run(["new", "work", "--name", "Ann Lee", "--email", "ann@example.org"], home: tmp.path)
        try #require(made.status == 0, "\(made.err)")
        try Data("name,email\nBo,bo@example.org\n".utf8).write(to: URL(fileURLWithPath: tmp.file("team.csv")))
        return tmp
    }

    /// Bad command lines and the status each exits with.
    static let lines: [(arguments: [String], status: Int32)] = [
        (["edit", "--email", "bad"], 2), (["edit", "--birthday", "2020-02-30"], 2), (["new", "x", "--name", "X", "--email", "x@"], 2), (["new", "y"], 2),
        (["qr", "--style", "pink"], 2), (["rm", "work", "-f"], 2), (["show", "--nope"], 2), (["frobnicate"], 2),
        (["card", "--size"], 2), (["show", "nobody"], 1), (["import", "team.csv"], 1), (["import", "missing.vcf"], 1),
        (["show", "Nobody"], 2), (["rename", "work", "Bad Name"], 2),
    ]

    @Test("usage errors exit 2, other errors 1, and every hint starts in lower case", arguments: lines)
    func exitCodesAndHints(line: (arguments: [String], status: Int32)) throws {
        let (arguments, status) = line
        let tmp = try Self.store()
        let run = try MycaProcess.run(arguments, home: tmp.path, directory: tmp.path)
        #expect(run.status == status, "\(arguments): \(run.err)")
        for line in run.err.split(separator: "\n") where line.hasPrefix("hint: ") {
            let first = line.dropFirst("hint: ".count).first
            #expect(first.map { !$0.isUppercase } ?? false, "\(arguments): \(line)")
        }
    }

    @Test("hints point where people meant to go")
    func hintsPointTheWay() throws {
        let tmp = try Self.store()
        func run(_ arguments: [String]) throws -> String { try MycaProcess.run(arguments, home: tmp.path, directory: tmp.path).err }
        #expect(try run(["rm", "work", "-f"]).contains("unknown option '-f'; did you mean '--yes'?"))
        #expect(try run(["rm", "work", "--force"]).contains("did you mean '--yes'?"))
        // A colour is no typo of a style one letter away.
        #expect(!(try run(["qr", "--style", "pink"])).contains("did you mean"))
        #expect(try run(["qr", "--style", "nvy"]).contains("did you mean 'navy'?"))
        #expect(try run(["import", "team.csv"]).contains("'myca batch team.csv --format vcf'"))
        #expect(try run(["edit", "--email", "bad"]).contains("invalid value for '--email': email address \"bad\" is malformed"))
        // A handle typed in capitals names the card it folds to.
        let shown = try MycaProcess.run(["export", "Work"], home: tmp.path)
        #expect(shown.status == 0 && shown.out.contains("FN:Ann Lee"), "\(shown.err)")
    }
}
