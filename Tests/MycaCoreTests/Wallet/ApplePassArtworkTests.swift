@testable import MycaCore
import Testing

@Suite struct ApplePassArtworkTests {
    /// The pixels a request's page is drawn at: its points at 72 × scale dpi.
    static func pixels(_ request: DrawingRequest) -> (Int, Int) {
        let page = request.pages[0]
        return (DrawingPage.pixels(page.width, dpi: request.dpi), DrawingPage.pixels(page.height, dpi: request.dpi))
    }

    /// A PNG whose header says `width` × `height`: all a layout reads of it.
    static func png(width: Int, height: Int) -> [UInt8] {
        var png = PNGRenderer.mark(side: 4, mark: .black, ground: .white)
        func put(_ value: Int, at offset: Int) {
            for index in 0..<4 { png[offset + index] = UInt8(value >> (24 - 8 * index) & 0xFF) }
        }
        put(width, at: 16)
        put(height, at: 20)
        put(Int(PNGMetadata.crc32(png[12..<29])), at: 29)
        return png
    }

    @Test("without a picture the logo is a lettermark of the initials, 50 points square, at 1×, 2× and 3×")
    func lettermark() throws {
        let artwork = ApplePass.artwork(card: try Profile.sample.snapshot(), style: .classic)
        #expect(artwork.map(\.name) == ["logo.png", "logo@2x.png", "logo@3x.png"])
        for (image, side) in zip(artwork, [50, 100, 150]) {
            #expect(image.request.format == .png)
            #expect(Self.pixels(image.request) == (side, side), "\(image.name)")
            #expect(image.request.pages[0].textBoxes.map(\.text) == ["AM"])
        }
    }

    @Test("a logo keeps its aspect within 160 × 50 points: a wide one is held by the width, a tall one by the height",
          arguments: [(800, 100, 160, 20), (200, 100, 100, 50), (100, 100, 50, 50)])
    func logoAspect(width: Int, height: Int, points: Int, pointsHigh: Int) throws {
        let picture = try CardPicture(bytes: Self.png(width: width, height: height), name: "logo.png")
        let artwork = ApplePass.artwork(card: try Profile.sample.snapshot(), style: .classic, logo: picture)
        for (image, scale) in zip(artwork, [1, 2, 3]) {
            #expect(Self.pixels(image.request) == (points * scale, pointsHigh * scale), "\(image.name)")
            #expect(image.request.pages[0].textBoxes.isEmpty, "a picture, not a lettermark")
        }
    }

    @Test("a card with a photo gets a 90-point square thumbnail at 1×, 2× and 3×; one without gets none")
    func thumbnail() throws {
        var profile = Profile.sample
        profile.photo = Photo(mediaType: "image/png", data: TestCards.png)
        let artwork = ApplePass.artwork(card: try profile.snapshot(), style: .classic)
        let thumbnails = artwork.filter { $0.name.hasPrefix("thumbnail") }
        #expect(thumbnails.map(\.name) == ["thumbnail.png", "thumbnail@2x.png", "thumbnail@3x.png"])
        for (image, side) in zip(thumbnails, [90, 180, 270]) {
            #expect(Self.pixels(image.request) == (side, side), "\(image.name)")
        }
        #expect(!ApplePass.artwork(card: try Profile.sample.snapshot(), style: .classic).contains { $0.name.hasPrefix("thumbnail") })
    }

    @Test("initials: given and family name, else the first two words of the name, else its first letter")
    func initials() throws {
        #expect(ApplePass.initials(try Profile.sample.snapshot()) == "AM")
        var profile = Profile()
        profile.formattedName = "ada lovelace byron"
        #expect(ApplePass.initials(try profile.snapshot()) == "AL")
        profile.formattedName = "Prince"
        #expect(ApplePass.initials(try profile.snapshot()) == "P")
    }
}
