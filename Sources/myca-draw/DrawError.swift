import MycaCore

/// Why `myca-draw` could not draw.
enum DrawError: MycaError {
    /// The request has no page.
    case noPages
    /// cairo failed at `step` (out of memory, or a surface too large), with cairo's own
    /// word for it when there is one.
    case cairo(step: String, status: String?)
    /// qpdf could not read, finish or write the PDF cairo wrote (at `step`, in qpdf's words).
    case pdf(step: String, detail: String)
    /// A PNG larger than a drawing may be.
    case imageTooLarge(RasterSizeError)
    /// A picture on the card (by its name) whose data does not decode, with the decoder's
    /// word for why when it has one.
    case pictureDamaged(String, why: String?)
    /// libjpeg-turbo could not start (it could not allocate its handle).
    case jpegDecoder
    /// A failure that is not a ``MycaError``, named by its type.

    var messageText: MessageText {
        switch self {
        case .noPages: MessageText("nothing to draw: the request has no page")
        case let .cairo(step, status?): MessageText("cairo failed at the %s: %s", step, status)
        case let .cairo(step, nil): MessageText("cairo failed at the %s", step)
        case let .pdf(step, detail): MessageText("qpdf could not finish the PDF cairo wrote (%s): %s", step, detail)
        case let .imageTooLarge(error): error.messageText
        case let .pictureDamaged(name, why?): MessageText("%s is damaged: its picture data does not decode (%s)", name, why)
        case let .pictureDamaged(name, nil): MessageText("%s is damaged: its picture data does not decode", name)
        case .jpegDecoder: MessageText("libjpeg-turbo could not start")
        }
    }

    var hintText: MessageText? {
        switch self {
        case .pictureDamaged: MessageText("copy or download the picture again, or save it again from the program that made it")
        default: nil
        }
    }
}
