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

    @Test("an unknown command exits 2 with a suggestion on stderr and nothing on stdout")
    func unknownCommand() throws {
        let result = try MycaProcess.run(["hepl"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.err.contains("did you mean 'help'?"))
    }
}
