import Foundation
import MycaCore
import MycaTestSupport
import Testing

/// Concurrent `myca edit` processes on one card lose nothing (the store's lock at work).
@Suite("myca edit, concurrently (binary)")
struct EditConcurrencyTests {
    @Test("two processes each adding 100 emails to one card: all 200 are there after")
    func twoHundredEmails() throws {
        let tmp = try TemporaryDirectory()
        let home = tmp.path
        let created = try MycaProcess.run(["new", "shared", "--name", "Shared Card"], home: home)
        #expect(created.status == 0)
        // Each writer is a shell loop running the binary 100 times; both loops run at once.
        let writers = (1...2).map { n -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", """
                i=1
                while [ $i -le 100 ]; do
                  "$MYCA" -q edit shared --email "user\(n)-$i@example.org" || exit 1
                  i=$((i + 1))
                done
                """]
            process.environment = ["MYCA": MycaProcess.binary, "MYCA_HOME": home, "PATH": "/usr/bin:/bin", "HOME": home]
            return process
        }
        for writer in writers { try writer.run() }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.map(\.terminationStatus) == [0, 0])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: home + "/cards/shared.vcf")))
        let read = try VCardReader.read(bytes)
        #expect(read.warnings.isEmpty)
        let emails = Set(try #require(read.profiles.first).emails.map(\.address))
        let expected = Set((1...2).flatMap { n in (1...100).map { "user\(n)-\($0)@example.org" } })
        #expect(emails == expected)
        #expect(emails.count == 200)
    }
}
