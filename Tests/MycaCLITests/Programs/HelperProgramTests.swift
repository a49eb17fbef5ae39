import Foundation
@testable import MycaCLI
import MycaCore
import MycaTestSupport
import Testing

/// Every program myca runs is found, run and reported the same way.
@Suite struct HelperProgramTests {
    @Test func aVariableNamesTheProgramAndIsCheckedWhenAsked() throws {
        let tmp = try TemporaryDirectory("myca-helper")
        let script = try tmp.write("fake", "#!/bin/sh\nexit 0\n")
        let plain = try tmp.write("plain", "not a program")
        #expect(chmod(script, 0o755) == 0)
        #expect(try HelperProgram.nfc.locate(environment: ["MYCA_NFC": script]) == script)
        #expect(throws: HelperProgramError.notFound(.nfc, places: [plain])) {
            try HelperProgram.nfc.locate(environment: ["MYCA_NFC": plain])
        }
        // Unchecked, the path is taken as given: the run says what is wrong with it.
        #expect(try HelperProgram.draw.locate(environment: ["MYCA_DRAW": plain], checked: false) == plain)
    }

    @Test func aSystemProgramIsLookedForOnThePath() throws {
        let tmp = try TemporaryDirectory("myca-helper")
        try FileManager.default.createDirectory(atPath: tmp.path + "/bin", withIntermediateDirectories: true)
        let gs = try tmp.write("bin/gs", "#!/bin/sh\n")
        #expect(chmod(gs, 0o755) == 0)
        #expect(try HelperProgram.ghostscript.locate(environment: ["PATH": "/nonexistent:" + tmp.path + "/bin"]) == gs)
        #expect(throws: HelperProgramError.notFound(.ghostscript, places: ["/nonexistent/gs"])) {
            try HelperProgram.ghostscript.locate(environment: ["PATH": "/nonexistent"])
        }
    }

    @Test func myOwnProgramsAreBesideMycaOrInItsLibFolder() {
        let places = Installation.programPlaces("myca-scan")
        #expect(places.count == 2)
        #expect(places[0].hasSuffix("/myca-scan") && places[1].hasSuffix("/lib/myca/myca-scan"))
        #expect(Installation.dataPlaces("locale").allSatisfy { $0.hasSuffix("/share/locale") })
    }

    @Test("a library the loader misses names its Debian package", arguments: [
        (HelperProgram.draw, "libpangocairo-1.0.so.0", "libpango-1.0-0"),
        (HelperProgram.draw, "libqpdf.so.29", "libqpdf29"),
        (HelperProgram.nfc, "libnfc.so.6", "libnfc6"),
        (HelperProgram.wallet, "libcrypto.so.3", "libssl3"),
        (HelperProgram.scan, "libtesseract.so.5", "libtesseract5"),
    ])
    func missingLibrary(program: HelperProgram, library: String, package: String) {
        let stderr = "\(program.name): error while loading shared libraries: \(library): cannot open shared object file: No such file or directory\n"
        let error = program.failure("/usr/lib/myca/" + program.name, status: 127, stderr: stderr)
        #expect(error == .missingLibrary(program, library: library))
        #expect(error.isUnavailable)
        #expect(error.hintText.map(Localization.text)?.contains("install the Debian package " + package) == true)
    }

    @Test func aFailureWithoutALoaderMessageKeepsTheProgramsWords() {
        let error = HelperProgram.scan.failure("/x/myca-scan", status: 3, stderr: "it broke\n")
        #expect(error == .failed(.scan, path: "/x/myca-scan", status: 3, stderr: "it broke\n"))
        #expect(!error.isUnavailable)
        #expect(Localization.text(error.messageText) == "/x/myca-scan failed (exit 3): it broke")
    }

    @Test func runHandsDescriptorsAndGivesTheExitStatus() throws {
        let tmp = try TemporaryDirectory("myca-helper")
        let out = open(tmp.path + "/out", O_RDWR | O_CREAT, 0o600)
        defer { close(out) }
        let status = try HelperProgram.scan.run("/bin/sh", arguments: ["-c", "echo handed >&3; exit 4"], descriptors: [3: out],
                                                environment: ["PATH": "/usr/bin:/bin"])
        #expect(status == 4)
        #expect(try tmp.read("out") == Array("handed\n".utf8))
        let killed = try HelperProgram.scan.run("/bin/sh", arguments: ["-c", "kill -9 $$"], environment: [:])
        #expect(killed == 128 + 9)
    }

    @Test func everyProgramSaysWhatItIsForAndWhatToInstall() {
        #expect(Set(HelperProgram.all.map(\.name)).count == HelperProgram.all.count)
        #expect(Set(HelperProgram.all.map(\.variable)).count == HelperProgram.all.count)
        for program in HelperProgram.all {
            #expect(!program.libraries.isEmpty, "\(program.name)")
            let hint = HelperProgramError.notFound(program, places: []).hintText.map(Localization.text) ?? ""
            #expect(hint.contains(program.variable), "\(hint)")
        }
    }
}
