import Foundation
import MycaTestSupport
import Testing

/// `myca card --pdf` ended by a signal, or its myca-draw ended under it: no temporary
/// folder (it holds the whole card) and no myca-draw are left. The myca-draw is a wrapper
/// that writes its pid and sleeps, so that the signal lands while it "draws".
@Suite("signals while myca-draw draws (binary)", .serialized)
struct DrawInterruptEndToEndTests {
    /// A folder for TMPDIR, the wrapper, the pid it writes and where the card would go.
    final class Scene {
        let dir: TemporaryDirectory
        var tmp: String { dir.file("tmp") }
        var pidFile: String { dir.file("draw.pid") }
        let wrapper: String

        /// `body` runs in the wrapper before it sleeps ($1 is the request in myca's folder);
        /// `exec` replaces the sleep.
        init(_ body: String = "", exec: String = "sleep 30") throws {
            dir = try TemporaryDirectory("myca-draw-signal")
            try FileManager.default.createDirectory(atPath: dir.file("tmp"), withIntermediateDirectories: true)
            wrapper = try dir.write("draw.sh", "#!/bin/sh\n\(body)\necho $$ > '\(dir.file("draw.pid"))'\nexec \(exec)\n")
            chmod(wrapper, 0o755)
        }

        /// Starts `myca card --sample --pdf` with the wrapper as myca-draw (or, with
        /// `press`, the real myca-draw and the wrapper as Ghostscript for `--press`).
        func start(press: Bool = false) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: MycaProcess.binary)
            process.arguments = ["card", "--sample", "--pdf", dir.file("card.pdf")] + (press ? ["--press", "--bleed", "3mm"] : [])
            process.environment = ["HOME": dir.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                                   "TMPDIR": tmp, press ? "MYCA_GHOSTSCRIPT" : "MYCA_DRAW": wrapper]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        /// The wrapper's pid once it has written it (within 60 s, a bound for a busy machine).
        func drawPID() throws -> pid_t {
            for _ in 0..<6000 {
                if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
                   let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
                usleep(10_000)
            }
            throw CocoaError(.fileNoSuchFile)
        }

        /// What is left in TMPDIR.
        var leftovers: [String] { (try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? [] }
    }

    /// Whether `pid` is gone (or a zombie nobody reaps) within 30 s, a bound for a busy
    /// machine: a pid that is gone ends the wait at once.
    static func gone(_ pid: pid_t) -> Bool {
        for _ in 0..<3000 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            usleep(10_000)
        }
        return false
    }

    @Test("SIGTERM, SIGINT or SIGHUP mid-draw: myca-draw ends, the folder goes, myca exits 128 + N",
          arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalledMidDraw(signal: Int32) throws {
        let scene = try Scene()
        let process = try scene.start()
        let drawer = try scene.drawPID()
        kill(process.processIdentifier, signal)
        // Looked up in /proc, not asked of `Process`: it sees no end while an orphan still
        // holds what myca inherited.
        let ended = Self.gone(process.processIdentifier)
        #expect(ended, "myca still runs 30 s after signal \(signal)")
        let drawerGone = Self.gone(drawer)
        #expect(drawerGone, "myca-draw (pid \(drawer)) is still running")
        if !drawerGone { kill(drawer, SIGKILL) }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal,
                "reason \(process.terminationReason.rawValue), status \(process.terminationStatus)")
        #expect(scene.leftovers.isEmpty, "left in TMPDIR: \(scene.leftovers)")
        #expect(!FileManager.default.fileExists(atPath: scene.dir.file("card.pdf")))
    }

    @Test("myca-draw killed mid-draw: an error, exit 1, and nothing left in TMPDIR")
    func drawerKilled() throws {
        let scene = try Scene()
        let process = try scene.start()
        let drawer = try scene.drawPID()
        kill(drawer, SIGKILL)
        let ended = Self.gone(process.processIdentifier)
        if !ended { kill(process.processIdentifier, SIGKILL) }
        #expect(ended)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(scene.leftovers.isEmpty, "left in TMPDIR: \(scene.leftovers)")
        #expect(!FileManager.default.fileExists(atPath: scene.dir.file("card.pdf")))
    }

    @Test("myca killed with SIGKILL mid-draw: the real myca-draw ends with it, and no folder with the card is left")
    func parentKilled() throws {
        // myca-draw waits for a request from a FIFO nobody writes to: only its parent's
        // death can end it. The wrapper first copies the request it was handed, the card
        // that a folder left in TMPDIR would hold.
        let drawProgram = String(MycaProcess.binary[..<(MycaProcess.binary.lastIndex(of: "/") ?? MycaProcess.binary.startIndex)])
            + "/myca-draw"
        let scene = try Scene("cat \"$1\" > \"$(dirname \"$0\")/handed.json\"\nmkfifo \"$(dirname \"$0\")/never\"",
                              exec: "'\(drawProgram)' \"$(dirname \"$0\")/never\" \"$2\" \"$3\"")
        let process = try scene.start()
        let drawer = try scene.drawPID()
        // Until the exec, the pid is the shell's; then myca-draw is killed while it waits to
        // open the FIFO (the kernel's wait_for_partner), past its start-up, however busy the
        // machine is. The count only ends a wait whose state never comes.
        for _ in 0..<6000 {
            let comm = try? String(contentsOfFile: "/proc/\(drawer)/comm", encoding: .utf8)
            let wchan = try? String(contentsOfFile: "/proc/\(drawer)/wchan", encoding: .utf8)
            if comm?.hasPrefix("myca-draw") == true, wchan == "wait_for_partner" { break }
            usleep(10_000)
        }
        kill(process.processIdentifier, SIGKILL)
        let drawerGone = Self.gone(drawer)
        #expect(drawerGone, "myca-draw (pid \(drawer)) outlived myca")
        if !drawerGone { kill(drawer, SIGKILL) }
        process.waitUntilExit()
        let handed = try String(contentsOfFile: scene.dir.file("handed.json"), encoding: .utf8)
        #expect(handed.contains("Alex Morgan"), "the request myca-draw got: \(handed.prefix(200))")
        #expect(scene.leftovers.isEmpty, "left in TMPDIR: \(scene.leftovers)")
    }

    @Test("myca killed with SIGKILL while Ghostscript makes the press PDF: no folder with the card is left")
    func parentKilledDuringPress() throws {
        // The stand-in Ghostscript copies the card's PDF it was handed (the last argument),
        // then sleeps until the test ends it.
        let scene = try Scene("for last in \"$@\"; do :; done\ncat \"$last\" > \"$(dirname \"$0\")/handed.pdf\"")
        let process = try scene.start(press: true)
        let ghostscript = try scene.drawPID()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        kill(ghostscript, SIGKILL)
        let handed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scene.dir.file("handed.pdf"))))
        #expect(handed.starts(with: Array("%PDF".utf8)), "Ghostscript got the card")
        #expect(scene.leftovers.isEmpty, "left in TMPDIR: \(scene.leftovers)")
    }
}
