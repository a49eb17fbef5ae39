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

@Suite struct EnvironmentSettingTests {
    @Test("setting a variable gives a child every variable, that one as set")
    func setting() {
        let given: Environment = ["PATH": "/bin", "SOURCE_DATE_EPOCH": "5", "EQUALS": "a=b"]
        let child = given.setting("SOURCE_DATE_EPOCH", to: "0")
        #expect(child.entries.sorted() == ["EQUALS=a=b", "PATH=/bin", "SOURCE_DATE_EPOCH=0"])
        #expect(given["SOURCE_DATE_EPOCH"] == "5")
        #expect(Environment.process.setting("MYCA_TEST_SETTING", to: "x")["MYCA_TEST_SETTING"] == "x")
        #expect(Environment.process.setting("MYCA_TEST_SETTING", to: "x")["PATH"] == Environment.process["PATH"])
    }
}
