@testable import MycaCLI
import MycaCore
import Testing

/// The preflight's report: one check a line in columns, and a card passes only when every
/// press rule holds (a warning passes).
@Suite struct PreflightReportTests {
    @Test func theReportLinesUpAndSaysOkWarningOrFail() {
        let report = Preflight(checks: [
            Preflight.Check(name: "bleed", found: "3 mm", rule: "3 mm or more", passes: true),
            Preflight.Check(name: "picture", found: "200 ppi", rule: "300 ppi or more", passes: true, warns: true),
            Preflight.Check(name: "smallest type", found: "5 pt", rule: "6 pt or more", passes: false),
        ])
        #expect(report.text == """
            bleed          3 mm     ok (3 mm or more)
            picture        200 ppi  warning (300 ppi or more)
            smallest type  5 pt     FAIL (6 pt or more)

            """)
        #expect(!report.passes)
        #expect(Preflight(checks: Array(report.checks.prefix(2))).passes)
    }
}
