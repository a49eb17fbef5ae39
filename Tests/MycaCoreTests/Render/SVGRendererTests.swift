import MycaTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import MycaCore

@Suite("SVGRenderer")
struct SVGRendererTests {
    @Test("rasterized SVG decodes to the exact payload in zbar and ZXing",
          arguments: TestPayload.allCases, ["classic", "clear", "navy"])
    func roundTrip(payload: TestPayload, styleName: String) throws {
        let matrix = try QREncoder.encodeSync(payload.bytes, options: .init(eci: payload == .japanese))
        let svg = try SVGRenderer.render(matrix, options: SVGOptions(style: try QRStyle.named(styleName)))
        let image = try SVGRasterizer.rasterize(svg)
        #expect(try QRDecoders.both(image.ppm, ext: "ppm") == (payload.bytes, payload.bytes))
    }

    @Test("the path covers exactly the dark modules")
    func pathMatchesModules() throws {
        let matrix = try QREncoder.encodeSync(TestPayload.vcard.bytes)
        let rects = try SVGRasterizer.rectangles(SVGRenderer.path(matrix, margin: 4))
        var covered = Set<Int>()
        for r in rects {
            #expect(r.h == 1)
            for x in r.x ..< r.x + r.w { #expect(covered.insert((r.y - 4) * matrix.size + x - 4).inserted) }
        }
        #expect(covered.count == matrix.darkCount)
        #expect(covered.allSatisfy { matrix[$0 % matrix.size, $0 / matrix.size] })
    }

    @Test("document head, byte for byte, with a physical size")
    func head() throws {
        let matrix = try QREncoder.encodeSync(Array("hi".utf8))
        let svg = try SVGRenderer.render(matrix, options: SVGOptions(size: try PhysicalLength(parsing: "2.5cm"), title: "Hi"))
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
        #expect(lines[1] == #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="25mm" height="25mm" viewBox="0 0 29 29" shape-rendering="crispEdges">"#)
        #expect(lines[2] == "<title>Hi</title>")
        #expect(lines[3] == ##"<rect width="29" height="29" fill="#ffffff"/>"##)
        #expect(lines[4].hasPrefix(##"<path fill="#000000" d="M4 4h7v1h-7z"##))
        #expect(lines[5] == "</svg>" && lines[6] == "" && lines.count == 7)
    }

    @Test("width and height follow the unit", arguments: [
        ("25mm", "25mm"), ("2.5cm", "25mm"), ("1in", "1in"), ("0.75in", "0.75in"), ("300px", "300"),
    ])
    func dimensions(size: String, expected: String) throws {
        let matrix = try QREncoder.encodeSync([1])
        let svg = try SVGRenderer.render(matrix, options: SVGOptions(size: try PhysicalLength(parsing: size)))
        #expect(svg.contains(#" width="\#(expected)" height="\#(expected)" "#))
    }

    @Test("transparent style writes no background rect")
    func transparent() throws {
        let svg = try SVGRenderer.render(try QREncoder.encodeSync([1]), options: SVGOptions(style: try QRStyle.named("clear")))
        #expect(!svg.contains("<rect"))
        #expect(svg.contains(#" width="232" height="232" "#))  // 29 modules × 8
    }

    @Test("valid XML whose title round-trips through escaping")
    func validXML() throws {
        let title = "Zoë & <Co> \"quoted\" 'single' 山田\u{1}\u{7}"
        let svg = try SVGRenderer.render(try QREncoder.encodeSync(TestPayload.emoji.bytes),
                                     options: SVGOptions(style: try QRStyle.named("forest"), title: title))
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "parse error: \(String(describing: parser.parserError))")
        #expect(collector.elements == ["svg", "title", "rect", "path"])
        #expect(collector.title == "Zoë & <Co> \"quoted\" 'single' 山田")
        #expect(collector.attributes["svg"]?["shape-rendering"] == "crispEdges")
        #expect(collector.attributes["path"]?["fill"] == "#1b4332")
    }

    @Test func numbersKeepTheirSignAndFourDecimals() {
        #expect(SVGRenderer.number(-0.5) == "-0.5" && SVGRenderer.number(-1.25) == "-1.25" && SVGRenderer.number(-3) == "-3")
        #expect(SVGRenderer.number(0.00004) == "0" && SVGRenderer.number(12.34567) == "12.3457" && SVGRenderer.number(-0.00004) == "0")
    }
}

private final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [String: [String: String]] = [:]
    var title = ""
    private var inTitle = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        elements.append(name)
        self.attributes[name] = attributes
        inTitle = name == "title"
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        inTitle = false
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
    }
}
