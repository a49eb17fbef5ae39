import MycaTestSupport
import Testing
@testable import MycaCore

@Suite("PlacedPicture")
struct PlacedPictureTests {
    /// The sample card on the classic design with a logo of `width`×`height` pixels.
    static func card(logo width: Int, _ height: Int) throws -> PrintedCard {
        let picture = try CardPicture(bytes: CardPictureTests.png(width: width, height: height), name: "logo.png")
        let card = try Profile.sample.snapshot()
        return try PrintedCard(card, whole: card, PrintedCard.Options(style: .classic, code: CodeRequest(), picture: picture))
    }

    @Test func aSmallLogoOnTheClassicCardPrintsAsPixelsAndAPressFileRefusesIt() throws {
        let placed = try #require(try Self.card(logo: 120, 45).pictures.first)
        // Pixels over the placed size in inches, the smaller of the two axes.
        let expected = min(120 / (placed.rect.width / 25.4), 45 / (placed.rect.height / 25.4))
        #expect(abs(placed.ppi - expected) < 1e-9)
        #expect(placed.ppi < PlacedPicture.coarsePPI && placed.verdict == .coarse, "\(placed.ppi) ppi at \(placed.rect)")
        let needed = placed.pixelsNeeded()
        #expect(Double(needed.width) >= placed.rect.width / 25.4 * 300 && Double(needed.width) < placed.rect.width / 25.4 * 300 + 1)
        #expect(throws: PictureResolutionError.tooCoarse(name: "logo.png", ppi: Int(placed.ppi.rounded()), width: needed.width,
                                                         height: needed.height)) {
            try PlacedPicture.pressCheck([placed])
        }
        let error = PictureResolutionError.tooCoarse(name: "logo.png", ppi: 106, width: 341, height: 128)
        #expect(error.message == "logo.png prints at 106 ppi on the card, below the 150 ppi a press file takes: it would print as pixels")
        #expect(error.hint == "use a larger picture (at least 341×128 px) or a smaller card size")
    }

    @Test func aLargeLogoPassesAndOneBetweenWarns() throws {
        let sharp = try #require(try Self.card(logo: 1200, 450).pictures.first)
        #expect(sharp.ppi >= PlacedPicture.sharpPPI && sharp.verdict == .sharp, "\(sharp.ppi)")
        #expect(try PlacedPicture.pressCheck([sharp]).isEmpty)
        let soft = try #require(try Self.card(logo: 240, 90).pictures.first)
        #expect(soft.ppi >= PlacedPicture.coarsePPI && soft.ppi < PlacedPicture.sharpPPI && soft.verdict == .soft, "\(soft.ppi)")
        #expect(try PlacedPicture.pressCheck([sharp, soft]) == [soft.softText])
    }

    @Test func theResolutionIsOfThePictureAsSeenAfterItsOrientation() throws {
        var picture = try CardPicture(bytes: CardPictureTests.png(width: 40, height: 30), name: "p.png")
        let rect = DrawingRect(x: 0, y: 0, width: 25.4, height: 50.8)
        #expect(PlacedPicture(picture: picture, rect: rect).ppi == 15)
        picture.orientation = 6
        #expect(PlacedPicture(picture: picture, rect: rect).ppi == 20, "seen 30×40")
    }

    @Test func aCardWithoutAPictureHasNone() throws {
        let card = try Profile.sample.snapshot()
        #expect(try PrintedCard(card, whole: card, PrintedCard.Options(style: .classic, code: CodeRequest())).pictures.isEmpty)
    }
}
