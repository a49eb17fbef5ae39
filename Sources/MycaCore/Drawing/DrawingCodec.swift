/// JSON for pages, items and fitted texts: the one place that knows their encoding.
enum DrawingCodec {
    static func encode(_ page: DrawingPage) -> JSONValue {
        var object = JSONObject()
        object["width"] = .number(page.width)
        object["height"] = .number(page.height)
        object["items"] = .array(page.items.map(encode))
        if let trim = page.trim {
            object["trim"] = encode(trim)
            object["bleed"] = .number(page.bleed)
        }
        return .object(object)
    }

    static func decodePage(_ json: JSONValue) throws(DrawingCodecError) -> DrawingPage {
        guard let width = json["width"]?.doubleValue, let height = json["height"]?.doubleValue,
              width > 0, height > 0 else { throw DrawingCodecError("page size") }
        guard let items = json["items"]?.arrayValue else { throw DrawingCodecError("items") }
        let trim = try json["trim"].map(decodeRect)
        return DrawingPage(width: width, height: height, items: try items.map(decodeItem), trim: trim,
                           bleed: json["bleed"]?.doubleValue ?? 0)
    }

    static func encode(_ rect: DrawingRect) -> JSONValue {
        .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
    }

    static func decodeRect(_ json: JSONValue?) throws(DrawingCodecError) -> DrawingRect {
        guard let values = json?.arrayValue?.compactMap(\.doubleValue), values.count == 4 else {
            throw DrawingCodecError("rect")
        }
        return DrawingRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    static func encode(_ item: DrawingItem) -> JSONValue {
        var o = JSONObject()
        switch item {
        case let .rect(rect, fill, radius):
            o["kind"] = .string("rect")
            o["rect"] = encode(rect)
            o["color"] = .string(fill.hex)
            o["radius"] = .number(radius)
        case let .circle(cx, cy, radius, color, lineWidth):
            o["kind"] = .string("circle")
            o["center"] = .array([.number(cx), .number(cy)])
            o["radius"] = .number(radius)
            o["color"] = .string(color.hex)
            o["lineWidth"] = .number(lineWidth)
        case let .line(x1, y1, x2, y2, color, width):
            o["kind"] = .string("line")
            o["points"] = .array([.number(x1), .number(y1), .number(x2), .number(y2)])
            o["color"] = .string(color.hex)
            o["lineWidth"] = .number(width)
        case let .text(box):
            o["kind"] = .string("text")
            o["box"] = encode(box)
        case let .code(matrix, rect, color):
            o["kind"] = .string("code")
            o["rect"] = encode(rect)
            o["color"] = .string(color.hex)
            o["version"] = .integer(matrix.version)
            o["rows"] = .array((0 ..< matrix.size).map { y in
                .string(String((0 ..< matrix.size).map { matrix[$0, y] ? "1" : "0" }))
            })
        case let .image(picture, rect):
            o["kind"] = .string("image")
            o["rect"] = encode(rect)
            o["data"] = .string(Base64.encode(picture.bytes))
            o["name"] = .string(picture.name)
            o["orientation"] = .integer(picture.orientation)
        case let .path(path, rect, color):
            o["kind"] = .string("path")
            o["rect"] = encode(rect)
            o["color"] = .string(color.hex)
            o["fillRule"] = .string(path.fillRule.rawValue)
            o["data"] = .string(path.data)
        }
        return .object(o)
    }

    static func decodeItem(_ json: JSONValue) throws(DrawingCodecError) -> DrawingItem {
        func number(_ key: String) throws(DrawingCodecError) -> Double {
            guard let value = json[key]?.doubleValue else { throw DrawingCodecError(key) }
            return value
        }
        func numbers(_ key: String, _ count: Int) throws(DrawingCodecError) -> [Double] {
            guard let values = json[key]?.arrayValue?.compactMap(\.doubleValue), values.count == count else {
                throw DrawingCodecError(key)
            }
            return values
        }
        func color(_ value: JSONValue?) throws(DrawingCodecError) -> Color {
            guard let text = value?.stringValue, let parsed = try? Color(parsing: text) else {
                throw DrawingCodecError("color")
            }
            return parsed
        }
        switch json["kind"]?.stringValue {
        case "rect":
            return .rect(try decodeRect(json["rect"]), fill: try color(json["color"]), radius: try number("radius"))
        case "circle":
            let center = try numbers("center", 2)
            return .circle(centerX: center[0], centerY: center[1], radius: try number("radius"),
                           color: try color(json["color"]), lineWidth: try number("lineWidth"))
        case "line":
            let p = try numbers("points", 4)
            return .line(x1: p[0], y1: p[1], x2: p[2], y2: p[3], color: try color(json["color"]),
                         width: try number("lineWidth"))
        case "text":
            guard let box = json["box"] else { throw DrawingCodecError("box") }
            return .text(try decodeTextBox(box))
        case "code":
            guard let version = json["version"]?.intValue, let rows = json["rows"]?.arrayValue?.compactMap(\.stringValue)
            else { throw DrawingCodecError("code") }
            let modules = rows.flatMap { $0.utf8.map { $0 == UInt8(ascii: "1") } }
            guard rows.allSatisfy({ $0.utf8.count == rows.count }),
                  let matrix = QRMatrix(version: version, size: rows.count, modules: modules)
            else { throw DrawingCodecError("rows") }
            return .code(matrix, try decodeRect(json["rect"]), color: try color(json["color"]))
        case "image":
            // The picture is read again as any other: myca-draw trusts no size it is told.
            // Its name is myca-draw's word for it in errors.
            guard let data = json["data"]?.stringValue.flatMap({ Base64.decode($0) }), let name = json["name"]?.stringValue,
                  var picture = try? CardPicture(bytes: data, name: name),
                  let orientation = json["orientation"]?.intValue, (1...8).contains(orientation)
            else { throw DrawingCodecError("image") }
            picture.orientation = orientation
            return .image(picture, try decodeRect(json["rect"]))
        case "path":
            guard let rule = json["fillRule"]?.stringValue.flatMap(DrawingPath.FillRule.init(rawValue:)),
                  let data = json["data"]?.stringValue, let path = DrawingPath(data, fillRule: rule)
            else { throw DrawingCodecError("path") }
            return .path(path, try decodeRect(json["rect"]), color: try color(json["color"]))
        default:
            throw DrawingCodecError("kind")
        }
    }

    static func encode(_ mapping: PressMapping) -> JSONValue {
        var o = JSONObject()
        o["color"] = .string(mapping.color.hex)
        switch mapping.press {
        case let .black(percent)?: o["black"] = .integer(percent)
        case let .process(c, m, y, k)?: o["cmyk"] = .array([c, m, y, k].map { .integer($0) })
        case nil: break
        }
        return .object(o)
    }

    static func decodePressMapping(_ json: JSONValue) throws(DrawingCodecError) -> PressMapping {
        guard let text = json["color"]?.stringValue, let color = try? Color(parsing: text) else {
            throw DrawingCodecError("press color")
        }
        if let percent = json["black"]?.intValue, (0...100).contains(percent) {
            return PressMapping(color, .black(percent: percent))
        }
        if let inks = json["cmyk"]?.arrayValue?.compactMap(\.intValue) {
            guard inks.count == 4, inks.allSatisfy({ (0...100).contains($0) }) else { throw DrawingCodecError("press cmyk") }
            return PressMapping(color, .process(c: inks[0], m: inks[1], y: inks[2], k: inks[3]))
        }
        return PressMapping(color, nil)
    }

    static func encode(_ box: TextBox) -> JSONValue {
        var o = JSONObject()
        o["text"] = .string(box.text)
        o["rect"] = encode(box.rect)
        o["size"] = .number(box.size)
        o["minimumSize"] = .number(box.minimumSize)
        o["weight"] = .string(box.weight.rawValue)
        o["color"] = .string(box.color.hex)
        o["alignment"] = .string(box.alignment.rawValue)
        o["role"] = .string(box.role)
        if let shorter = box.shorter { o["shorter"] = .string(shorter) }
        if let group = box.group { o["group"] = .string(group) }
        if let link = box.link { o["link"] = .string(link) }
        return .object(o)
    }

    static func decodeTextBox(_ json: JSONValue) throws(DrawingCodecError) -> TextBox {
        guard let text = json["text"]?.stringValue, let size = json["size"]?.doubleValue,
              let minimum = json["minimumSize"]?.doubleValue,
              let weight = json["weight"]?.stringValue.flatMap(TextBox.Weight.init(rawValue:)),
              let colorText = json["color"]?.stringValue, let color = try? Color(parsing: colorText),
              let alignment = json["alignment"]?.stringValue.flatMap(TextBox.Alignment.init(rawValue:)),
              let role = json["role"]?.stringValue
        else { throw DrawingCodecError("text box") }
        return TextBox(text, in: try decodeRect(json["rect"]), size: size, minimumSize: minimum, weight: weight,
                       color: color, alignment: alignment, role: role, shorter: json["shorter"]?.stringValue,
                       group: json["group"]?.stringValue, link: json["link"]?.stringValue)
    }

    static func encode(_ fitted: FittedText, page: Int) -> JSONValue {
        var o = JSONObject()
        o["page"] = .integer(page)
        o["box"] = encode(fitted.box)
        o["drawn"] = .string(fitted.drawn)
        o["drawnSize"] = .number(fitted.size)
        o["extent"] = .array([.number(fitted.extent.width), .number(fitted.extent.height)])
        return .object(o)
    }

    static func decodeFitted(_ json: JSONValue) throws(DrawingCodecError) -> (Int, FittedText) {
        guard let page = json["page"]?.intValue, let boxJSON = json["box"], let drawn = json["drawn"]?.stringValue,
              let size = json["drawnSize"]?.doubleValue,
              let extent = json["extent"]?.arrayValue?.compactMap(\.doubleValue), extent.count == 2
        else { throw DrawingCodecError("fitted text") }
        let box = try decodeTextBox(boxJSON)
        return (page, FittedText(box: box, drawn: drawn, size: size,
                                 extent: TextExtent(width: extent[0], height: extent[1])))
    }
}
