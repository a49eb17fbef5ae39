import MycaCore
import Testing

@Suite struct CallBackgroundLayoutTests {
    @Test(arguments: [(1920, 1080), (1280, 720), (3840, 2160), (1440, 1080)])
    func textLeftCodeRightAndTheMiddleFree(width: Int, height: Int) async throws {
        let card = try Profile.sample.snapshot()
        let code = try await QREncoder.encode(try QRPayload.build(card, kind: .vcard3), options: QROptions())
        let (page, codeArea) = CallBackgroundLayout.page(card, code: code, style: .classic, width: width, height: height,
                                                         caption: "Scan")
        let w = page.width
        #expect(DrawingPage.pixels(page.width, dpi: CallBackgroundLayout.dpi) == width)
        #expect(DrawingPage.pixels(page.height, dpi: CallBackgroundLayout.dpi) == height)
        let middle = (w * CallBackgroundLayout.faceZone.lowerBound)...(w * CallBackgroundLayout.faceZone.upperBound)
        for box in page.textBoxes {
            #expect(box.role == "caption" ? box.rect.x >= middle.upperBound - 0.001 : box.rect.maxX <= middle.lowerBound + 0.001,
                    "\(box.role)")
            #expect(box.rect.y >= 0 && box.rect.maxY <= page.height)
        }
        #expect(codeArea.x >= middle.upperBound - 0.001 && codeArea.maxX <= w && codeArea.maxY <= page.height)
        #expect(page.textBoxes.map(\.role).prefix(2) == ["caption", "name"])
    }
}
