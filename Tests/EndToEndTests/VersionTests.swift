import Foundation
import MycaCore
import MycaTestSupport
import Testing

@Suite("myca binary")
struct VersionTests {
    @Test("--version prints the version on stdout and exits 0")
    func version() throws {
        let result = try MycaProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("myca "))
        #expect(result.err.isEmpty)
    }

    @Test("--version names the version and the commit the build was made from")
    func versionNamesTheCommit() throws {
        // The commit is what scripts/build-info wrote before the build; none before any.
        let header = (try? String(contentsOfFile: MycaProcess.packageRoot + "/Sources/CBuildInfo/commit.h", encoding: .utf8)) ?? ""
        let commit = header.components(separatedBy: "MYCA_COMMIT \"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
        let result = try MycaProcess.run(["--version"])
        #expect(result.out == "myca \(MycaVersion.current)" + (commit.isEmpty ? "" : " (commit \(commit))") + "\n")
    }

    @Test("scripts/build-info writes the checkout's commit, and an empty one outside git")
    func buildInfo() throws {
        let dir = try TemporaryDirectory()
        let script = MycaProcess.packageRoot + "/scripts/build-info"
        let inCheckout = try ToolProcess.run(script, [dir.file("commit.h")])
        #expect(inCheckout.status == 0, "\(inCheckout.err)")
        let head = try ToolProcess.run("/usr/bin/git", ["-C", MycaProcess.packageRoot, "rev-parse", "--short=12", "HEAD"])
        if head.status == 0 {
            let written = String(decoding: try dir.read("commit.h"), as: UTF8.self)
            #expect(written.contains("#define MYCA_COMMIT \"" + head.out.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        // A source tree without git, as a tarball unpacks: the build still works, with no commit.
        let tree = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: tree.file("scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: script, toPath: tree.file("scripts/build-info"))
        let outside = try ToolProcess.run(tree.file("scripts/build-info"), [tree.file("commit.h")], environment: ["PATH": "/usr/bin:/bin"])
        #expect(outside.status == 0, "\(outside.err)")
        #expect(String(decoding: try tree.read("commit.h"), as: UTF8.self).hasSuffix("#define MYCA_COMMIT \"\"\n"))
    }

    @Test("the Makefile's version, which names the package and the tarball, is myca's")
    func makefileVersion() throws {
        let result = try ToolProcess.run("/usr/bin/make", ["-s", "-C", MycaProcess.packageRoot, "print-version"])
        #expect(result.out == MycaVersion.current + "\n", "\(result.err)")
    }

    @Test("an unknown command exits 2 with a suggestion on stderr and nothing on stdout")
    func unknownCommand() throws {
        let result = try MycaProcess.run(["hepl"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("did you mean 'help'?"))
    }
}
