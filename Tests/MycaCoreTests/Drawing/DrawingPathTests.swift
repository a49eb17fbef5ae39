import Testing
@testable import MycaCore

@Suite("DrawingPath")
struct DrawingPathTests {
    @Test func absoluteMoveLineCurveAndCloseParse() throws {
        let path = try #require(DrawingPath("M12 0.3L24 12C24 18.63 18.63 24 12 24Z M1-2.5L3 4Z", fillRule: .evenOdd))
        #expect(path.segments == [
            .move(x: 12, y: 0.3), .line(x: 24, y: 12), .curve(x1: 24, y1: 18.63, x2: 18.63, y2: 24, x: 12, y: 24), .close,
            .move(x: 1, y: -2.5), .line(x: 3, y: 4), .close,
        ])
        #expect(path.data == "M12 0.3L24 12C24 18.63 18.63 24 12 24Z M1-2.5L3 4Z", "kept as given, for the SVG")
        #expect(path.fillRule == .evenOdd)
    }

    /// Whatever it takes is read alike by SVG: relative and other commands, numbers that
    /// SVG reads in another way, and anything an attribute would have to escape are refused.
    @Test("refused path data", arguments: [
        "", "L1 2", "12 0M1 2", "M1", "M1 2 3 4", "m1 2", "M1 2l3 4", "M1 2A1 1 0 0 1 3 4", "M1 2Q1 2 3 4",
        "M1 2H4", "M1 2Z3", "M.5 1", "M1. 2", "M1.2.3 4", "M1e2 3", "M+1 2", "M1,2", "M--1 2", "M1 2\"/>",
        "M1 2\n", "M1 2C1 2 3 4 5", "M\(String(repeating: "9", count: 400)) 1",
    ])
    func refused(data: String) {
        #expect(DrawingPath(data, fillRule: .nonZero) == nil)
    }

    @Test func aPathItemMovesAndReadsBackAsWritten() throws {
        let path = try #require(SocialServiceMark.generic.outline)
        let item = DrawingItem.path(path, DrawingRect(x: 1, y: 2, width: 2.5, height: 2.5), color: .black)
        #expect(item.offset(3, 4) == .path(path, DrawingRect(x: 4, y: 6, width: 2.5, height: 2.5), color: .black))
        let page = DrawingPage(width: 85, height: 55, items: [item])
        let request = DrawingRequest(format: .pdf, dpi: 300, pages: [page])
        #expect(try DrawingRequest(json: JSONValue.parse(request.json.serialized())) == request)
        // A member myca-draw cannot take is refused by name, not drawn otherwise.
        let serialized = request.json.serialized()
        let unknownRule = serialized.replacingAll(#""fillRule":"nonzero""#, with: #""fillRule":"winding""#)
        #expect(unknownRule != serialized)
        #expect(throws: DrawingCodecError("path")) { try DrawingRequest(json: JSONValue.parse(unknownRule)) }
    }

    @Test func theSVGDrawsThePathDataInItsBox() throws {
        let path = try #require(DrawingPath("M0 0L24 0L24 24Z", fillRule: .evenOdd))
        let page = DrawingPage(width: 10, height: 10, items: [.path(path, DrawingRect(x: 1, y: 2, width: 6, height: 3),
                                                                       color: Color(red: 0x11, green: 0x22, blue: 0x33))])
        let (svg, _) = DrawingSVGRenderer.render(page)
        #expect(svg.contains(##"<path transform="translate(1 2) scale(0.25 0.125)" fill="#112233" fill-rule="evenodd" "##
            + #"d="M0 0L24 0L24 24Z"/>"#), "\(svg)")
    }
}
