import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

@Suite struct FileSystemTests {
    @Test func writeAtomicallyWritesExactBytesWithModeAndLeavesNoTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("card.vcf")
        try FileSystem.writeAtomically(bytes("first\r\n"), to: path, mode: 0o600)
        try FileSystem.writeAtomically(bytes("second\r\n"), to: path, mode: 0o644)
        #expect(try FileSystem.readFile(path) == bytes("second\r\n"))
        #expect(try permissions(of: path) == 0o644)
        #expect(try dir.contents() == ["card.vcf"])
    }

    @Test func writeAtomicallyAppliesModeRegardlessOfUmask() throws {
        let dir = try TemporaryDirectory()
        let old = umask(0o077)
        defer { umask(old) }
        try FileSystem.writeAtomically(bytes("x"), to: dir.file("a"), mode: 0o640)
        #expect(try permissions(of: dir.file("a")) == 0o640)
    }

    @Test func failedRenameRemovesTemporaryFileAndKeepsTarget() throws {
        let dir = try TemporaryDirectory()
        // A non-empty folder at the target: rename(2) fails even for root.
        try FileManager.default.createDirectory(atPath: dir.file("target/inner"), withIntermediateDirectories: true)
        #expect(throws: FileSystemError.self) {
            try FileSystem.writeAtomically(bytes("data"), to: dir.file("target"))
        }
        #expect(try dir.contents() == ["target"])
        #expect(FileSystem.isDirectory(dir.file("target")))
    }

    @Test func writeIntoMissingFolderNamesTheTarget() throws {
        let dir = try TemporaryDirectory()
        let target = dir.file("missing/card.vcf")
        #expect(throws: FileSystemError.cannotWrite(path: target, errno: ENOENT)) {
            try FileSystem.writeAtomically(bytes("data"), to: target)
        }
        #expect(try dir.contents() == [])
    }

    @Test func readFileRefusesFilesOverTheLimitAndNamesThem() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("big")
        try FileSystem.writeAtomically([UInt8](repeating: 65, count: 100_001), to: path)
        #expect(try FileSystem.readFile(path, limit: 100_001).count == 100_001)
        let error = #expect(throws: FileSystemError.self) { try FileSystem.readFile(path, limit: 100_000) }
        #expect(error == .tooLarge(path: path, limit: 100_000))
        #expect(error?.message == "'\(path)' is larger than the limit of 100000 bytes")
    }

    @Test("errno texts worded through the catalogue are strerror's English, word for word")
    func errnoTextsAreStrerrors() {
        for code in FileSystemError.describedErrors {
            let text = FileSystemError.describe(code)
            #expect(text.translatable)
            #expect(text.english == String(cString: strerror(code)), "errno \(code)")
        }
    }

    @Test func readFileErrors() throws {
        let dir = try TemporaryDirectory()
        let missing = dir.file("nope")
        let error = #expect(throws: FileSystemError.self) { try FileSystem.readFile(missing) }
        #expect(error == .cannotRead(path: missing, errno: ENOENT))
        #expect(error?.message == "cannot read '\(missing)': No such file or directory")
        #expect(error?.isNotFound == true)
        #expect(throws: FileSystemError.cannotRead(path: dir.path, errno: EISDIR)) { try FileSystem.readFile(dir.path) }
        #expect(throws: FileSystemError.cannotRead(path: "a\0b", errno: EINVAL)) { try FileSystem.readFile("a\0b") }
    }

    @Test func readFileWithoutFollowingRefusesSymlinks() throws {
        let dir = try TemporaryDirectory()
        try FileSystem.writeAtomically(bytes("secret"), to: dir.file("real"))
        try FileManager.default.createSymbolicLink(atPath: dir.file("link"), withDestinationPath: dir.file("real"))
        #expect(try FileSystem.readFile(dir.file("link")) == bytes("secret"))
        #expect(throws: FileSystemError.cannotRead(path: dir.file("link"), errno: ELOOP)) {
            try FileSystem.readFile(dir.file("link"), followSymlinks: false)
        }
        #expect(FileSystem.isSymbolicLink(dir.file("link")))
        #expect(!FileSystem.isRegularFile(dir.file("link")))
        #expect(FileSystem.isRegularFile(dir.file("real")))
    }

    @Test(arguments: [
        (EACCES, "check the permissions of the file and of the folders above it"),
        (EPERM, "check the permissions of the file and of the folders above it"),
        (ENOSPC, "the disk is full: free some space and try again"),
        (EROFS, "the file system is read-only"),
    ])
    func hintsForCommonCauses(code: Int32, hint: String) {
        let error = FileSystemError.cannotWrite(path: "/x/config.json", errno: code)
        #expect(error.hint == hint)
        #expect(error.message == "cannot write '/x/config.json': \(String(cString: strerror(code)))")
    }

    @Test func directoriesListRemoveRename() throws {
        let dir = try TemporaryDirectory()
        let deep = dir.file("a/b/c")
        try FileSystem.createDirectory(deep, intermediate: true, mode: 0o700)
        try FileSystem.createDirectory(deep)  // existing: fine
        #expect(FileSystem.isDirectory(deep))
        #expect(try permissions(of: deep) == 0o700)
        try FileSystem.writeAtomically(bytes("1"), to: dir.file("a/z"))
        try FileSystem.writeAtomically(bytes("2"), to: dir.file("a/B"))
        #expect(try FileSystem.listDirectory(dir.file("a")) == ["B", "b", "z"])
        try FileSystem.rename(dir.file("a/z"), to: dir.file("a/y"))
        #expect(!FileSystem.exists(dir.file("a/z")))
        #expect(try FileSystem.readFile(dir.file("a/y")) == bytes("1"))
        try FileSystem.remove(dir.file("a/y"))
        try FileSystem.remove(deep)
        #expect(try FileSystem.listDirectory(dir.file("a")) == ["B", "b"])
        #expect(throws: FileSystemError.cannotCreateDirectory(path: dir.file("a/B/x"), errno: ENOTDIR)) {
            try FileSystem.createDirectory(dir.file("a/B/x"), intermediate: false)
        }
        #expect(throws: FileSystemError.cannotRemove(path: dir.file("gone"), errno: ENOENT)) {
            try FileSystem.remove(dir.file("gone"))
        }
    }

    @Test func realPathResolvesDotsAndLinks() throws {
        let dir = try TemporaryDirectory()
        try FileSystem.createDirectory(dir.file("x"))
        try FileManager.default.createSymbolicLink(atPath: dir.file("l"), withDestinationPath: dir.file("x"))
        let real = try FileSystem.realPath(dir.path)
        #expect(try FileSystem.realPath(dir.file("l/../x")) == real + "/x")
    }

    @Test(arguments: [
        ("a/b", "a", "b"), ("b", ".", "b"), ("/b", "/", "b"), ("/a/b/", "/a", "b"), ("a//b", "a", "b"),
    ])
    func pathParts(path: String, folder: String, name: String) {
        #expect(FileSystem.directoryName(of: path) == folder)
        #expect(FileSystem.baseName(of: path) == name)
    }

    @Test func homeDirectoryPrefersHOME() throws {
        #expect(try FileSystem.homeDirectory(environment: ["HOME": "/home/ana"]) == "/home/ana")
        let fromPasswd = try FileSystem.homeDirectory(environment: [:])
        #expect(fromPasswd == String(cString: getpwuid(getuid()).pointee.pw_dir))
    }
}
