import Foundation
import MycaTestSupport
import Testing

/// `myca batch` into a folder on a file system that fills up. The folder is a 200 KiB
/// tmpfs mounted in a mount namespace of the test's own (`unshare`): as root, or as anyone
/// where unprivileged user namespaces are allowed (`--map-root-user`).
@Suite("batch on a full disk (binary)")
struct BatchFullDiskEndToEndTests {
    /// The `unshare` options under which a tmpfs can be mounted here, or nil.
    static let namespace: [String]? = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return nil }
        for options in [["--mount"], ["--mount", "--map-root-user"]] {
            let probe = try? ToolProcess.run("/usr/bin/unshare", options + ["sh", "-c", """
                d=$(mktemp -d) || exit 1; mount -t tmpfs -o size=64k tmpfs "$d"; s=$?; umount "$d" 2>/dev/null; rmdir "$d"; exit $s
                """])
            if probe?.status == 0 { return options }
        }
        return nil
    }()

    @Test("the first ENOSPC stops the batch with one error naming the folder; no temporaries are left",
          .enabled(if: namespace != nil, "mounting a small tmpfs needs root or unprivileged user namespaces (unshare --mount)"))
    func fullDiskStops() throws {
        let home = try TemporaryDirectory("myca-full")
        var csv = "name,email,note\n"
        for row in 1...300 {
            // Row 2's bad email is a fault of its row: reported, and the batch goes on.
            let email = row == 2 ? "not-an-email" : "p\(row)@example.org"
            csv += "Person \(row),\(email),\(String(repeating: "note \(row) ", count: 300))\n"
        }
        try home.write("rows.csv", csv)
        try FileManager.default.createDirectory(atPath: home.file("out"), withIntermediateDirectories: true)
        let options = try #require(Self.namespace)
        let r = try HardeningEndToEndTests.shell("""
            cd "$MYCA_HOME" && unshare \(options.joined(separator: " ")) sh -c '
                mount -t tmpfs -o size=200k tmpfs out || exit 99
                timeout -s KILL 60 "$MYCA" batch rows.csv --out out --format all --jobs 2; rc=$?
                ls -A out > listing
                echo "rc=$rc"'
            """, home: home.path)
        #expect(r.out.contains("rc=1"), "\(r.out) \(r.err)")
        let errors = r.err.split(separator: "\n").filter { $0.hasPrefix("myca: error:") }
        #expect(errors.count == 2, "\(errors.count) errors:\n\(r.err.prefix(2000))")
        #expect(errors.first?.contains("row 2: field 'email'") == true, "\(r.err.prefix(2000))")
        let stop = errors.last.map(String.init) ?? ""
        #expect(stop.contains(home.file("out")) && stop.contains("No space left on device"), "\(stop)")
        #expect(r.err.contains("hint: ") && r.err.contains("--out"), "\(r.err.suffix(600))")
        let listing = try String(contentsOfFile: home.file("listing"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(!listing.isEmpty, "nothing was written before the disk filled")
        #expect(!listing.contains { $0.contains(".tmp-") }, "temporaries left: \(listing.filter { $0.contains(".tmp-") })")
        #expect(r.err.contains("wrote \(listing.count) files for"), "\(listing.count) files; \(r.err.suffix(600))")
    }
}
