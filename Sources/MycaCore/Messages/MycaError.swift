/// An error a person can act on: what went wrong and, where the data says it, what to do.
///
/// Every area has its own enum conforming to this protocol (`VCardError`,
/// `StoreError`, `QRError`, …), carrying the facts as associated values. Errors of
/// MycaCore speak of data only: no option names, no exit codes. The command line
/// (`ErrorReport` in MycaCLI) prints `myca: error: <message>` and `hint: <hint>`, adds the
/// hints that name options, and picks the exit code; never a Swift type name.
///
/// An error says what it says once, as ``MessageText``: the command line shows it in the
/// user's language, and ``message`` and ``hint`` are the same text in English.
public protocol MycaError: Error, Sendable {
    /// One line saying what went wrong, naming the field, file or line.
    var messageText: MessageText { get }
    /// What to do about it in terms of the data, or nil when there is nothing useful to add.
    var hintText: MessageText? { get }
    /// Whether the error is in a setting the caller chose (a colour, a size, a field
    /// word) rather than in the data, the store or the system.
    var isInSetting: Bool { get }
    /// The way out, when it is a step the caller words in its own terms (a setting to
    /// change, a command to run); nil when ``hintText`` says all there is.
    var remedy: ErrorRemedy? { get }
}

/// A way out of an error that the caller words itself, since only it knows how a setting
/// is spelt or which command makes a card: the data of a hint, not its text.
public enum ErrorRemedy: Sendable, Hashable {
    /// Swap the colours (dark modules on a light ground).
    case swapColours
    /// Pick colours further apart.
    case moreContrast
    /// Ask for a smaller image.
    case smallerImage
    /// Ask for a drawing of fewer pixels: a lower resolution or a smaller size.
    case lowerResolution
    /// Carry fewer fields or a smaller payload kind; `lowestCorrection` when the error
    /// correction is already at its lowest.
    case carryLess(lowestCorrection: Bool)
    /// Give the card fields to carry.
    case addFields
    /// Use a smaller card or bleed.
    case smallerCard
    /// Make room for a printed card's code: carry less, print larger, or put it on the back.
    case roomForCode
    /// Leave a line off a printed card, print it larger, or shorten the value.
    case leaveLineOff
    /// Give the card a photo, or print a logo instead.
    case addPhoto
    /// Replace the card or choose another handle.
    case replaceOrRename
    /// See which cards there are.
    case listCards
    /// Create a first card.
    case createCard
    /// Choose the default card among these.
    case chooseDefault([String])
    /// Say where the store is.
    case nameAStore
    /// Keep the store somewhere else.
    case anotherStore
    /// Work on fewer rows at once, or free the system's threads.
    case fewerJobs
    /// Write the files into another folder.
    case anotherOutputFolder
    /// Split the run into parts, each writing files of its own.
    case splitIntoShards
}

extension MycaError {
    public var hintText: MessageText? { nil }
    public var isInSetting: Bool { false }
    public var remedy: ErrorRemedy? { nil }
}

extension MycaError {
    /// The message in English, for what speaks no other language (myca-draw's stderr, logs).
    public var message: String { messageText.english }
    /// The hint in English.
    public var hint: String? { hintText?.english }
}

/// What is said of a failure that is no ``MycaError``: one wording for every program of
/// myca's, never a Swift type name (it means nothing to the person reading it).
public struct UnexpectedFailure: MycaError, Equatable {
    public init() {}

    public var messageText: MessageText { MessageText("an unexpected failure") }
    public var hintText: MessageText? { MessageText("run the command again; if it fails the same way, please report it") }

    /// `error` as a ``MycaError``: itself when it is one, else an ``UnexpectedFailure``.
    public static func described(_ error: any Error) -> any MycaError {
        (error as? any MycaError) ?? UnexpectedFailure()
    }
}
