import MycaTestSupport
import Testing

@Suite("SocialServiceMark data")
struct SocialServiceMarkDataTests {
    /// The outlines are what their script makes of the pinned icon sets, byte for byte:
    /// none edited by hand, none left behind by a change to the script. `make deps` installs
    /// both sources (simple-icons-pack from PyPI, fonts-fork-awesome from Debian).
    @Test func theGeneratedFileIsWhatTheScriptWrites() throws {
        let result = try ToolProcess.run("/usr/bin/env", ["python3", TestCards.packageRoot + "/scripts/social-marks", "--check"])
        #expect(result.status == 0, "\(result.err)")
    }
}
