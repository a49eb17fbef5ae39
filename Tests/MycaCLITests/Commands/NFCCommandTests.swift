import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

@Suite struct NFCCommandTests {
    @Test("binary NDEF and images go to a terminal never; two outputs to stdout are refused, naming the file to use")
    func outputRules() async {
        for option in ["--ndef", "--image"] {
            let tty = await MycaHarness.run(["nfc", "--sample", option, "-"], tty: .all)
            #expect(tty.status == 2 && tty.err.contains("refusing to write \(option.dropFirst(2).uppercased()) data to a terminal"), "\(tty.err)")
            let piped = await MycaHarness.run(["nfc", "--sample", option, "-"])
            #expect(piped.status == 0 && !piped.stdout.isEmpty, "\(piped.err)")
        }
        let two = await MycaHarness.run(["nfc", "--sample", "--hex", "--ndef", "-"])
        #expect(two.status == 2 && two.err.contains("hint: write all but one to files: --ndef FILE"), "\(two.err)")
    }

    @Test("without an output the message is printed as hex that reads back to the --ndef bytes")
    func hexByDefault() async throws {
        let hex = await MycaHarness.run(["nfc", "--sample", "--tag", "ntag216"])
        let raw = await MycaHarness.run(["nfc", "--sample", "--tag", "ntag216", "--ndef", "-"])
        #expect(hex.status == 0 && raw.status == 0)
        let bytes = hex.out.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { UInt8($0, radix: 16) }
        #expect(bytes == raw.stdout && !bytes.isEmpty)
        #expect(hex.out.split(separator: "\n").allSatisfy { $0.split(separator: " ").count <= 16 })
        #expect(try #require(ReadRecord.read(bytes)).count == 2)
    }
}
