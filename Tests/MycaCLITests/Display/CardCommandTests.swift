import Foundation
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

@testable import MycaCLI

/// `myca card` in-process: the SVG path (no library, no helper program) and the option rules.
@Suite struct CardCommandTests {
    @Test func svgToStdoutHoldsTheCardAsTextAndItsCode() async throws {
        let run = await MycaHarness.run(["card", "--sample", "--svg", "-", "--style", "navy", "--size", "us"])
        #expect(run.status == 0, "\(run.err)")
        let svg = String(decoding: run.stdout, as: UTF8.self)
        #expect(svg.contains(#"width="88.9mm" height="50.8mm" viewBox="0 0 88.9 50.8""#))
        for text in ["Alex Morgan", "they/them", "Staff Developer Advocate", "Northwind Labs", "+1-415-555-0134 (cell)"] {
            #expect(svg.contains(">\(text)</text>"), "\(text)")
        }
        #expect(svg.contains(##"fill="#0b2545""##), "the navy style")
        #expect(svg.contains("<title>Alex Morgan</title>"))
    }

    @Test func theBackOfAnSVGGoesNextToIt() async throws {
        let tmp = try TemporaryDirectory("myca-card")
        let run = await MycaHarness.run(["card", "--sample", "--svg", "card.svg", "--back"], directory: tmp.path)
        #expect(run.status == 0, "\(run.err)")
        let back = String(decoding: try tmp.read("card-back.svg"), as: UTF8.self)
        #expect(back.contains(">https://alexmorgan.example</text>"))
    }

    @Test(arguments: [("card.png", "card-back.png"), ("out/card.v2.svg", "out/card.v2-back.svg"),
                      ("noext", "noext-back"), (".hidden", ".hidden-back")])
    func backFileNames(front: String, back: String) {
        #expect(OutputTarget(argument: front).sibling(suffix: "-back").path == back)
    }

    @Test func outputRules() async throws {
        let none = await MycaHarness.run(["card", "--sample"])
        #expect(none.status == 2 && none.err.contains("no output asked for"))
        let two = await MycaHarness.run(["card", "--sample", "--svg", "-", "--pdf", "-"])
        #expect(two.status == 2 && two.err.contains("only one output can go to stdout"))
        let tty = await MycaHarness.run(["card", "--sample", "--pdf", "-"], tty: .all)
        #expect(tty.status == 2 && tty.err.contains("refusing to write PDF data to a terminal"))
        let sheet = await MycaHarness.run(["card", "--sample", "--svg", "-", "--sheet", "a5"])
        #expect(sheet.status == 2)
        let dpi = await MycaHarness.run(["card", "--sample", "--png", "x.png", "--dpi", "0"])
        #expect(dpi.status == 2 && dpi.err.contains("invalid resolution 0 dpi"))
    }

    /// A line the front has no room for goes to the back, said in a note; a one-page format
    /// on standard output holds the front alone, and says what it left out.
    @Test func aLineWithoutRoomOnTheFrontGoesToTheBack() async throws {
        let pdf = await MycaHarness.run(["card", "--sample", "--pdf", "-", "--size", "us"])
        #expect(pdf.status == 0, "\(pdf.err)")
        #expect(pdf.err.contains("1 line did not fit on the front and is printed on the back (social profile)"), "\(pdf.err)")
        #expect(!pdf.err.contains("warning"), "\(pdf.err)")
        let svg = await MycaHarness.run(["card", "--sample", "--svg", "-", "--size", "us"])
        #expect(svg.status == 0, "\(svg.err)")
        #expect(svg.err.contains("warning: 1 line did not fit on the front and was left out (social profile); written to a file, it goes on the back"),
                "\(svg.err)")
        #expect(String(decoding: svg.stdout, as: UTF8.self).components(separatedBy: "<svg").count == 2, "one SVG")
    }
}
