import MycaCore

/// The line a command says on stderr when the photo it stores or writes has had its
/// metadata taken out (``Profile/snapshot()`` does that to every photo), so nobody is
/// surprised that the file they gave is not the file on the card.
enum PhotoNotice {
    /// The line.
    static var text: String { tr("removed metadata (such as location and camera details) from the photo") }

    /// Whether `written`, the photo of a snapshot, is `given` with its metadata taken out.
    static func removed(from given: Photo?, in written: Photo?) -> Bool {
        guard let given, let written else { return false }
        return given.data != written.data
    }

    /// Says ``text`` when `written` is `given` with its metadata taken out.
    static func note(_ given: Photo?, _ written: Photo?, _ ctx: CommandContext) {
        if removed(from: given, in: written) { ctx.note(text) }
    }
}
