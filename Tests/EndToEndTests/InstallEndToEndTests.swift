import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// The installed layout (the Makefile's, which make install, make deb and make dist share)
/// works from where it puts things, and the tarball's install.sh takes away what it put.
/// Installs the build under test (its folder as the Makefile's BUILD_DIR).
@Suite("Install")
struct InstallEndToEndTests {
    static var buildFolder: String { (MycaProcess.binary as NSString).deletingLastPathComponent }

    /// `make -s TARGET` in the package with the build under test and `variables`.
    static func make(_ target: String, _ variables: [String]) throws -> ToolProcess.Result {
        try ToolProcess.run("/usr/bin/make", [
            "-s", "-C", MycaProcess.packageRoot, target, "BIN=" + MycaProcess.binary, "BUILD_DIR=" + buildFolder,
        ] + variables)
    }

    /// Every file and folder under `root`, relative, sorted; folders end in `/`.
    static func tree(_ root: String) -> [String] {
        var out: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            out.append(isFolder.boolValue ? path + "/" : path)
        }
        return out.sorted()
    }

    @Test("make install puts each file where myca, man and the shells look, and uninstall takes them away")
    func installAndUninstall() throws {
        let dest = try TemporaryDirectory("myca-install")
        let install = try Self.make("install-files", ["DESTDIR=" + dest.path, "PREFIX=/usr"])
        try #require(install.status == 0, "\(install.err)")
        let files = Self.tree(dest.path).filter { !$0.hasSuffix("/") }
        #expect(files == [
            "usr/bin/myca", "usr/lib/myca/myca-draw", "usr/lib/myca/myca-nfc", "usr/lib/myca/myca-scan", "usr/lib/myca/myca-wallet",
            "usr/share/bash-completion/completions/myca", "usr/share/fish/vendor_completions.d/myca.fish",
            "usr/share/locale/ja/LC_MESSAGES/myca.mo", "usr/share/man/ja/man1/myca.1.gz", "usr/share/man/man1/myca.1.gz",
        ] + OutputCondition.allCases.map { "usr/share/myca/icc/" + $0.profile }.sorted() + [
            "usr/share/zsh/vendor-completions/_myca",
        ])
        // The installed myca finds its catalogue and myca-draw from its own folder.
        let myca = dest.file("usr/bin/myca")
        let environment = ["PATH": "/usr/bin:/bin", "HOME": dest.path, "LANG": "C.UTF-8"]
        let japanese = try ToolProcess.run(myca, ["help"], environment: environment.merging(["LANGUAGE": "ja"]) { $1 })
        #expect(japanese.status == 0 && japanese.out.contains("名刺"), "\(japanese.out)")
        let png = dest.file("card.png")
        let card = try ToolProcess.run(myca, ["card", "--sample", "--png", png], environment: environment)
        #expect(card.status == 0 && FileManager.default.fileExists(atPath: png), "\(card.err)")
        // … and the output conditions' profiles in PREFIX/share/myca/icc.
        let pdf = dest.file("press.pdf")
        let press = try ToolProcess.run(myca, ["card", "--sample", "--pdf", pdf, "--press", "--output-condition", "GRACoL2006"],
                                        environment: environment)
        #expect(press.status == 0, "\(press.err)")
        #expect(try String(contentsOfFile: pdf, encoding: .isoLatin1).contains("/OutputConditionIdentifier(CGATS TR 006)"))
        try FileManager.default.removeItem(atPath: pdf)
        let man = try ToolProcess.run("/bin/sh", ["-c", "gzip -dc '\(dest.file("usr/share/man/man1/myca.1.gz"))'"])
        #expect(man.out.contains(".SH EXAMPLES\n"))
        try FileManager.default.removeItem(atPath: png)

        let uninstall = try Self.make("uninstall", ["DESTDIR=" + dest.path, "PREFIX=/usr"])
        #expect(uninstall.status == 0, "\(uninstall.err)")
        #expect(Self.tree(dest.path).filter { !$0.hasSuffix("/") } == [])
        #expect(!FileManager.default.fileExists(atPath: dest.file("usr/lib/myca")))
        #expect(!FileManager.default.fileExists(atPath: dest.file("usr/share/myca")))
    }

    @Test("install.sh installs the tarball's tree under a prefix, and --uninstall leaves the prefix as it was")
    func tarballInstallScript() throws {
        let stage = try TemporaryDirectory("myca-dist")
        let made = try Self.make("install-files", ["DESTDIR=" + stage.path, "PREFIX="])
        try #require(made.status == 0, "\(made.err)")
        try FileManager.default.copyItem(atPath: MycaProcess.packageRoot + "/packaging/install.sh", toPath: stage.file("install.sh"))
        // A prefix with something of its own in folders the tree shares.
        let prefix = try TemporaryDirectory("myca-prefix")
        try prefix.write("bin/other", "#!/bin/sh\n")
        try prefix.write("share/man/man1/other.1", ".TH OTHER 1\n")
        let before = Self.tree(prefix.path)

        let install = try ToolProcess.run("/bin/sh", [stage.file("install.sh"), "--prefix", prefix.path])
        try #require(install.status == 0, "\(install.err)")
        let show = try ToolProcess.run(prefix.file("bin/myca"), ["show", "--sample", "--no-qr"],
                                       environment: ["PATH": "/usr/bin:/bin", "HOME": prefix.path, "LANG": "C.UTF-8"])
        #expect(show.status == 0 && show.out.contains("Alex"), "\(show.out)\(show.err)")
        #expect(FileManager.default.fileExists(atPath: prefix.file("share/zsh/site-functions/_myca")))
        #expect(FileManager.default.fileExists(atPath: prefix.file("lib/myca/myca-draw")))

        let again = try ToolProcess.run("/bin/sh", [stage.file("install.sh"), "--prefix", prefix.path])
        #expect(again.status == 1 && again.err.contains("--uninstall first"))

        let uninstall = try ToolProcess.run("/bin/sh", [stage.file("install.sh"), "--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.err)")
        #expect(Self.tree(prefix.path) == before)
    }
}
