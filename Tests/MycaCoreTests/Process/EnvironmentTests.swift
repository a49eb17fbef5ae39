import Foundation
import Testing
import MycaCore

@Suite struct EnvironmentTests {
    @Test func givenValuesAreExactlyWhatIsSeen() {
        let env: Environment = ["TERM": "xterm-256color", "EMPTY": ""]
        #expect(env["TERM"] == "xterm-256color")
        #expect(env["EMPTY"] == "")
        #expect(env["HOME"] == nil)
        #expect(env.entries.sorted() == ["EMPTY=", "TERM=xterm-256color"])
        #expect(Environment([:])["PATH"] == nil)
    }

    @Test func processEnvironmentMatchesTheRealOne() throws {
        let real = ProcessInfo.processInfo.environment
        let env = Environment.process
        let path = try #require(real["PATH"])
        #expect(env["PATH"] == path)
        #expect(env["MYCA_SURELY_UNSET_VARIABLE_4711"] == nil)
        let entries = Set(env.entries)
        for (name, value) in real {
            #expect(entries.contains("\(name)=\(value)"), "missing \(name)")
        }
    }
}
