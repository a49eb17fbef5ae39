@testable import MycaCLI
import MycaCore
import Testing

/// What `scan` makes of one image's report: a contact a code or paper card, a line saying
/// so, and a reason when there is none.
@Suite struct ScanRunTests {
    static func contacts(_ report: ScanReport) throws -> ([ScannedContact], String) {
        let notes = BufferSink()
        let ctx = CommandContext(stdout: BufferSink(), stderr: notes)
        let found = try ScanRun.contacts(in: report, of: InputFile(argument: "badge.png"), ctx)
        return (found, notes.text)
    }

    @Test func eachCodeWithAContactIsOne() throws {
        let report = ScanReport(width: 800, height: 600, codes: [
            .init(text: "MECARD:N:Lima,Ana;EMAIL:ana@example.org;;"), .init(text: "tel:+44-20-7946-0958"),
        ])
        let (found, notes) = try Self.contacts(report)
        #expect(found.map(\.source) == ["MECARD", "tel"])
        #expect(found.first?.profile.emails.map(\.address) == ["ana@example.org"])
        #expect(notes.contains("badge.png: 2 contacts"), "\(notes)")
    }

    @Test("an image without a contact says why", arguments: [
        (ScanReport(width: 800, height: 600, brightness: 10, contrast: 5), ScanError.Reason.tooDark),
        (ScanReport(width: 40, height: 30), .tooSmall),
        (ScanReport(width: 800, height: 600), .noText),
    ])
    func nothingFound(report: ScanReport, reason: ScanError.Reason) {
        #expect(throws: ScanError.nothingFound(file: "badge.png", reason: reason)) { try Self.contacts(report) }
    }

    @Test func aCodeWithoutAContactIsNoContact() {
        let report = ScanReport(width: 800, height: 600, codes: [.init(text: "WIFI:S:cafe;T:WPA;P:secret;;")])
        #expect(throws: ScanError.nothingFound(file: "badge.png", reason: .noContact)) { try Self.contacts(report) }
    }
}
