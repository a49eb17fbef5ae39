import Foundation
import MycaCore
import MycaInProcess
import MycaTestSupport
import Testing

@testable import MycaCLI

/// `myca page`, `signature` and `background` in-process: outputs, options and their errors.
@Suite struct WebCommandTests {
    @Test func pageGoesToStdoutOrAFileInTheCardsStyle() async throws {
        let run = await MycaHarness.run(["page", "--sample", "--style", "navy"])
        #expect(run.status == 0, "\(run.err)")
        let html = run.out
        #expect(html.hasPrefix("<!DOCTYPE html>\n") && html.hasSuffix("</html>\n"))
        #expect(html.contains(".title{color:#0b2545}") && html.contains(##"<path fill="#0b2545""##))
        #expect(html.contains(#"download="Alex Morgan.vcf""#))
        // Link previews: the name and what the person does.
        #expect(html.contains(#"<meta property="og:title" content="Alex Morgan">"#))
        #expect(html.contains(#"<meta name="description" content="Staff Developer Advocate, Northwind Labs">"#))
        let tmp = try TemporaryDirectory("myca-page")
        let file = await MycaHarness.run(["page", "--sample", "-o", "me.html"], directory: tmp.path)
        #expect(file.status == 0 && file.stdout.isEmpty)
        #expect(String(decoding: try tmp.read("me.html"), as: UTF8.self).contains(#"<h1 class="p-name"><bdi>Alex Morgan</bdi></h1>"#))
    }

    @Test func aTransparentStyleStillGetsALightGroundUnderTheCode() async throws {
        let run = await MycaHarness.run(["page", "--sample", "--style", "clear"])
        #expect(run.status == 0)
        #expect(run.out.contains(#"<rect width="#) && run.out.contains(##"fill="#ffffff"/>"##))
    }

    @Test func signatureHTMLPlainAndWithoutCode() async throws {
        let html = await MycaHarness.run(["signature", "--sample"])
        #expect(html.status == 0 && html.out.contains("<table role=\"presentation\""))
        #expect(html.out.contains("src=\"data:image/png;base64,"))
        let bare = await MycaHarness.run(["signature", "--sample", "--no-qr"])
        #expect(bare.status == 0 && !bare.out.contains("<img"))
        let text = await MycaHarness.run(["signature", "--sample", "--text"])
        #expect(text.status == 0 && text.out.hasPrefix("-- \nAlex Morgan (they/them)\n"))
        #expect(text.err.contains("myca: warning: a plain-text signature has 4 lines of 72 columns; left out: "))
    }

    @Test func backgroundNeedsAFileAndALandscapeSizeInRange() async throws {
        let none = await MycaHarness.run(["background", "--sample"])
        #expect(none.status == 2 && none.err.contains("no output asked for") && none.err.contains("--png FILE"))
        for size in ["1080x1920", "100x100", "wide", "1920x1080x2", "9000x4000"] {
            let bad = await MycaHarness.run(["background", "--sample", "--png", "x.png", "--size", size])
            #expect(bad.status == 2 && bad.err.contains("--size") && bad.err.contains("WIDTHxHEIGHT"), "\(size): \(bad.err)")
        }
        let tty = await MycaHarness.run(["background", "--sample", "--png", "-"], tty: .all)
        #expect(tty.status == 2 && tty.err.contains("refusing to write PNG data to a terminal"))
    }

    @Test(arguments: ["1920x1080", "1280×720", "640x360", "7680X4320"])
    func pixelSizesRead(text: String) throws {
        let size = try PixelSize(argument: text)
        #expect("\(size.width)x\(size.height)" == text.lowercased().replacingOccurrences(of: "×", with: "x"))
    }

    @Test func aCardTooLargeForACodeSaysSoBeforeWritingAnything() async throws {
        let harness = try MycaHarness()
        let note = String(repeating: "A long note. ", count: 200)
        let made = await harness.run(["new", "big", "--name", "Big Note", "--note", note])
        #expect(made.status == 0, "\(made.err)")
        let page = await harness.run(["page", "big", "-o", "big.html"])
        #expect(page.status == 1 && page.err.contains("too large for a QR code"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory.file("big.html")))
        let plain = await harness.run(["signature", "big", "--text"])
        #expect(plain.status == 0, "a plain-text signature has no code: \(plain.err)")
    }
}
