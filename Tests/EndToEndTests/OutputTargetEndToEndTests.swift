import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Every output command writes into devices, FIFOs and stdout-style paths instead of
/// replacing them, replaces regular files atomically with their mode kept, and gives new
/// files the umask's mode.
@Suite("output targets (binary)")
struct OutputTargetEndToEndTests {
    /// Each output command with `{}` where the target path goes.
    static let commands: [[String]] = [
        ["qr", "--sample", "--png", "{}"], ["qr", "--sample", "--svg", "{}"],
        ["export", "--sample", "-o", "{}"], ["page", "--sample", "-o", "{}"],
        ["signature", "--sample", "-o", "{}"], ["card", "--sample", "--svg", "{}"],
    ]

    static func command(_ template: [String], _ path: String) -> [String] {
        template.map { $0 == "{}" ? path : $0 }
    }

    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    // Only root may make device nodes; a private one keeps the machine's /dev/null out of reach.
    @Test("a character device stays the device (a private node of /dev/null's kind)", .enabled(if: getuid() == 0))
    func characterDevice() throws {
        let tmp = try TemporaryDirectory("myca-out")
        let device = tmp.path + "/null"
        #expect(mknod(device, S_IFCHR | 0o666, 0x103) == 0)
        for template in Self.commands {
            let run = try MycaProcess.run(Self.command(template, device), home: tmp.path + "/home")
            #expect(run.status == 0, "\(template): \(run.err)")
            #expect(Self.fileType(device) == S_IFCHR, "\(template) replaced the device")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter { $0.hasPrefix(".") } == [])
    }

    @Test("a FIFO gets the data and stays a FIFO")
    func fifo() throws {
        let tmp = try TemporaryDirectory("myca-out")
        let fifo = tmp.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let script = "timeout 10 cat \"$1\" > \"$2\" & \"$MYCA\" export --sample -o \"$1\"; status=$?; wait; exit $status"
        let run = try HardeningEndToEndTests.shell(script.replacingOccurrences(of: "$1", with: fifo)
            .replacingOccurrences(of: "$2", with: tmp.path + "/got"), home: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.fileType(fifo) == S_IFIFO)
        let got = String(decoding: try tmp.read("got"), as: UTF8.self)
        #expect(got.hasPrefix("BEGIN:VCARD") && got.contains("FN:Alex Morgan"))
    }

    @Test("a link to the process's stdout (as /dev/stdout is) writes to stdout and stays a link")
    func stdoutLink() throws {
        let tmp = try TemporaryDirectory("myca-out")
        let link = tmp.path + "/stdout"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        for template in Self.commands {
            let args = Self.command(template, link).map { "'\($0)'" }.joined(separator: " ")
            let run = try HardeningEndToEndTests.shell("\"$MYCA\" \(args) | cat", home: tmp.path + "/home")
            #expect(run.status == 0, "\(template): \(run.err)")
            #expect(run.stdout.count > 100, "\(template) printed \(run.stdout.count) bytes")
            #expect(Self.fileType(link) == S_IFLNK, "\(template) replaced the link")
        }
    }

    @Test("a link to a file: the file is replaced, the link stays")
    func linkToFile() throws {
        let tmp = try TemporaryDirectory("myca-out")
        try Data("old".utf8).write(to: URL(fileURLWithPath: tmp.path + "/real.vcf"))
        try FileManager.default.createSymbolicLink(atPath: tmp.path + "/link.vcf", withDestinationPath: "real.vcf")
        let run = try MycaProcess.run(["export", "--sample", "-o", tmp.path + "/link.vcf"], home: tmp.path + "/home")
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.fileType(tmp.path + "/link.vcf") == S_IFLNK)
        #expect(String(decoding: try tmp.read("real.vcf"), as: UTF8.self).hasPrefix("BEGIN:VCARD"))
    }

    @Test("new files follow the umask; a replaced file keeps its mode", arguments: [0o077, 0o022, 0o002] as [mode_t])
    func modes(umask mask: mode_t) throws {
        let tmp = try TemporaryDirectory("myca-out")
        for template in Self.commands {
            let path = tmp.path + "/new-\(template[0])-\(template[2].dropFirst(2))"
            let args = Self.command(template, path).map { "'\($0)'" }.joined(separator: " ")
            let run = try HardeningEndToEndTests.shell("umask \(String(mask, radix: 8)); \"$MYCA\" \(args)", home: tmp.path + "/home")
            #expect(run.status == 0, "\(template): \(run.err)")
            #expect(Self.mode(path) == 0o666 & ~mask, "\(template): \(String(Self.mode(path) ?? 0, radix: 8))")
        }
        let kept = tmp.path + "/kept.vcf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: kept))
        #expect(chmod(kept, 0o600) == 0)
        let run = try HardeningEndToEndTests.shell("umask \(String(mask, radix: 8)); \"$MYCA\" export --sample -o '\(kept)'",
                                                   home: tmp.path + "/home")
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.mode(kept) == 0o600)
        #expect(String(decoding: try tmp.read("kept.vcf"), as: UTF8.self).hasPrefix("BEGIN:VCARD"))
    }

    @Test("a folder is refused, with exit 1 and nothing written")
    func folder() throws {
        let tmp = try TemporaryDirectory("myca-out")
        let run = try MycaProcess.run(["export", "--sample", "-o", tmp.path], home: tmp.path + "/home")
        #expect(run.status == 1)
        #expect(run.err.contains("that is a folder"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter { $0.hasPrefix(".") } == [])
    }
}
