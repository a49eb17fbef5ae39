/// What a shell should offer for an option's value or a positional argument.
public enum CompletionKind: Sendable, Equatable {
    /// Nothing in particular.
    case none
    /// File names.
    case file
    /// Directory names.
    case directory
    /// Card handles (from `myca __complete-handles`).
    case handle
    /// Handles of the cards in the trash (from `myca __complete-handles --trash`).
    case trashedHandle
    /// A fixed list of words.
    case values([String])
    /// myca's command names.
    case command
}
