import MycaCore

/// A code for the terminal that the window cannot hold: drawn anyway, it would wrap or its
/// top would scroll away, and neither scans. Or a link too long for any QR code.
enum ScreenFitError: CommandLineError, Equatable {
    /// The smallest code the options allow needs a window of `columns` × `rows` cells
    /// (``WindowSize/needs(width:height:)``: its note and a line for the prompt counted);
    /// `fits` is a command whose code the window holds, if any.
    case tooLarge(columns: Int, rows: Int, window: String, fits: String?)
    /// The code of a link (``ScreenLink``) needs a window of `columns` × `rows` cells, a
    /// line for the prompt counted.
    case linkTooLarge(columns: Int, rows: Int, window: String)
    /// A link of `bytes` is longer than the `maximum` any QR code holds.
    case linkTooLong(bytes: Int, maximum: Int)

    var messageText: MessageText {
        switch self {
        case let .tooLarge(columns, rows, window, _):
            MessageText("the QR code needs a window of at least %d×%d (the code, its note and a line for the prompt), and this one is %s: it would wrap or scroll away and not scan", columns, rows, window)
        case let .linkTooLarge(columns, rows, window):
            MessageText("the link's QR code needs a window of at least %d×%d (the code and a line for the prompt), and this one is %s: it would wrap or scroll away and not scan", columns, rows, window)
        case let .linkTooLong(bytes, maximum):
            MessageText("the link is %d bytes, too long for a QR code: at most %d fit", bytes, maximum)
        }
    }

    var hintText: MessageText? {
        switch self {
        case let .tooLarge(_, _, _, fits?):
            MessageText("'%s' fits this window; or make the window larger (or its font smaller), or write an image with 'myca qr --png FILE'", fits)
        case .tooLarge(_, _, _, nil):
            MessageText("no code of this card fits this window: make it larger (or its font smaller), or write an image with 'myca qr --png FILE'")
        case .linkTooLarge:
            MessageText("make the window larger (or its font smaller), or leave out --qr and use the link itself; fewer --fields make it shorter")
        case .linkTooLong:
            MessageText("the link carries the card's code: leave fields out with --fields (e.g. --fields name,email,phone) or use --payload mecard; or leave out --qr and use the link itself")
        }
    }
}
