import Foundation
import MycaCore
import Testing

/// The output conditions: each made from data Debian ships, each named as the ICC
/// characterization data registry names it, and the same files `scripts/icc-profiles` makes.
@Suite struct OutputConditionTests {
    @Test("every condition's characterization data is installed (icc-profiles-free)", arguments: OutputCondition.allCases)
    func dataExists(condition: OutputCondition) {
        #expect(FileManager.default.isReadableFile(atPath: OutputCondition.dataFolder + "/" + condition.data), "\(condition.data)")
    }

    @Test func identifiersAreTheRegisteredReferenceNames() {
        let registered: [OutputCondition: String] = [
            .fogra39: "FOGRA39", .fogra29: "FOGRA29", .fogra30: "FOGRA30",
            .gracol2006: "CGATS TR 006", .swop: "CGATS TR 003", .swop5: "CGATS TR 005",
        ]
        for condition in OutputCondition.allCases { #expect(condition.identifier == registered[condition], "\(condition)") }
        #expect(OutputCondition.registryName == "http://www.color.org")
        #expect(OutputCondition.standard == .fogra39 && PDFXVersion.standard == .x1a)
        #expect(Set(OutputCondition.allCases.map(\.profile)).count == OutputCondition.allCases.count)
        // Each condition's text names its data, so a shop reading it knows which.
        for condition in OutputCondition.allCases { #expect(condition.condition.contains(condition.identifier)) }
    }

    @Test("scripts/icc-profiles makes each condition's profile from its data, and no other")
    func theScriptAgrees() throws {
        let script = TestCards.packageRoot + "/scripts/icc-profiles"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script, "--list"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let listed = out.split(separator: "\n").map { $0.split(separator: "\t").prefix(3).map(String.init) }
        #expect(listed == OutputCondition.allCases.map { [$0.profile, $0.data, $0.identifier] })
    }
}
