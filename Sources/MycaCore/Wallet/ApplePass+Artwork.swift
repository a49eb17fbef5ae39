/// The pass images only a drawing program can make: the logo, the person's own picture or
/// a lettermark of the card's initials (text needs fonts), and the thumbnail, the card's
/// photo scaled (a JPEG needs decoding). Each is a one-page PNG request at 1×, 2× and 3×,
/// drawn anew, so no metadata of a picture reaches the pass.
extension ApplePass {
    /// The logo's height in points, and the lettermark's side: PassKit's logo is at most
    /// 160 × 50.
    public static let logoPoints = 50
    /// The widest a logo may be, in points.
    public static let logoWidthPoints = 160
    /// The thumbnail's side in points (PassKit: 90 × 90).
    public static let thumbnailPoints = 90

    /// The requests for the logo (`logo` at its aspect within 160 × 50 points, else the
    /// lettermark) and, when the card has a photo, the thumbnail, by file name.
    public static func artwork(card: ProfileSnapshot, style: QRStyle, logo picture: CardPicture? = nil)
        -> [(name: String, request: DrawingRequest)]
    {
        let ground = style.background ?? .white
        var requests: [(name: String, request: DrawingRequest)] = []
        let logo: DrawingPage
        if let picture {
            // As tall as a logo may be, unless that makes it wider than one may be.
            let tallest = points(logoPoints), widest = points(logoWidthPoints)
            let width = min(widest, tallest * picture.aspect)
            let height = width / picture.aspect
            logo = DrawingPage(width: width, height: height, items: [
                .rect(DrawingRect(x: 0, y: 0, width: width, height: height), fill: ground, radius: 0),
                .image(picture, DrawingRect(x: 0, y: 0, width: width, height: height)),
            ])
        } else {
            let side = points(logoPoints)
            logo = DrawingPage(width: side, height: side, items: [
                .rect(DrawingRect(x: 0, y: 0, width: side, height: side), fill: ground, radius: 0),
                .text(TextBox(Self.initials(card), in: DrawingRect(x: 0, y: side * 0.22, width: side, height: side * 0.56),
                              size: 26, minimumSize: 12, weight: .bold, color: style.foreground, alignment: .center,
                              role: "lettermark")),
            ])
        }
        for scale in scales { requests.append((file("logo", scale), DrawingRequest(format: .png, dpi: 72 * scale, pages: [logo]))) }
        if let photo = card.photo, let picture = try? CardPicture(bytes: photo.data, name: "the photo") {
            let box = points(thumbnailPoints)
            // The photo at its aspect, centred on the pass's ground.
            let width = picture.aspect >= 1 ? box : box * picture.aspect
            let height = picture.aspect >= 1 ? box / picture.aspect : box
            let page = DrawingPage(width: box, height: box, items: [
                .rect(DrawingRect(x: 0, y: 0, width: box, height: box), fill: ground, radius: 0),
                .image(picture, DrawingRect(x: (box - width) / 2, y: (box - height) / 2, width: width, height: height)),
            ])
            for scale in scales {
                requests.append((file("thumbnail", scale), DrawingRequest(format: .png, dpi: 72 * scale, pages: [page])))
            }
        }
        return requests
    }

    /// `base.png`, `base@2x.png`, `base@3x.png`.
    static func file(_ base: String, _ scale: Int) -> String {
        scale == 1 ? base + ".png" : base + "@\(scale)x.png"
    }

    /// `points` in millimetres, so that a page drawn at 72 × scale dpi is points × scale pixels.
    static func points(_ points: Int) -> Double {
        PhysicalLength.millimetres(points: Double(points))
    }

    /// The first letters of the given and family names, else of the first two words of
    /// the formatted name, else its first letter; upper case.
    static func initials(_ card: ProfileSnapshot) -> String {
        let parts = [card.givenName, card.familyName].filter { !$0.isEmpty }
        let words = parts.count == 2 ? parts : card.formattedName.split(separator: " ").prefix(2).map(String.init)
        let letters = words.compactMap(\.first).map { String($0).uppercased() }.joinedText()
        return letters.isEmpty ? String(card.formattedName.prefix(1)) : letters
    }

    /// A pass's serial number for `card`: its UID without `urn:uuid:`, else `otherwise`.
    public static func serial(of card: ProfileSnapshot, otherwise: String) -> String {
        guard let uid = card.uid, !uid.isEmpty else { return otherwise }
        return uid.lowercased().hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : uid
    }

    /// The pass with `images` added after its own.
    public func adding(_ images: [(name: String, bytes: [UInt8])]) -> ApplePass {
        ApplePass(json: json, images: self.images + images)
    }
}
