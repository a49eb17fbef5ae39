import Foundation
import Testing
@testable import MycaCore
import MycaTestSupport

@Suite struct FileLockTests {
    @Test func lockIsReleasedWhenBodyThrows() throws {
        let dir = try TemporaryDirectory()
        let lock = FileLock(path: dir.file(".lock"))
        struct Boom: Error {}
        #expect(throws: Boom.self) { try lock.withLock { throw Boom() } }
        // Would wait forever if the first lock were still held.
        #expect(try lock.withLock { 42 } == 42)
        #expect(try permissions(of: dir.file(".lock")) == 0o600)
    }

    @Test func lockExcludesAnotherProcess() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file(".lock")
        try FileLock(path: path).withLock {
            // flock(1) -n fails at once when the lock is held elsewhere.
            let busy = Process()
            busy.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
            busy.arguments = ["-n", path, "true"]
            try busy.run()
            busy.waitUntilExit()
            #expect(busy.terminationStatus == 1)
        }
        let free = Process()
        free.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        free.arguments = ["-n", path, "true"]
        try free.run()
        free.waitUntilExit()
        #expect(free.terminationStatus == 0)
    }

    @Test func missingFolderIsAnError() throws {
        let dir = try TemporaryDirectory()
        let path = dir.file("none/.lock")
        #expect(throws: FileSystemError.cannotLock(path: path, errno: ENOENT)) { try FileLock(path: path).withLock {} }
    }
}
