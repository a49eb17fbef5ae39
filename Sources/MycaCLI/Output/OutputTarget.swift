import MycaCore

/// Where one output of a command goes: standard output (`-`) or a path.
///
/// Every command writes its data through this type, so the rules live here once: a path is
/// taken against the working directory, written by ``FileSystem/writeOutput(_:to:durable:)``
/// (a regular file replaced atomically with its mode kept, a device or FIFO written into,
/// never replaced), and ``check(_:_:)`` refuses two outputs on stdout and binary data on a
/// terminal before any work is done.
public struct OutputTarget: Sendable, Hashable, ArgumentValue {
    /// The path as given, or nil for standard output.
    public let path: String?
    /// Whether myca made the name (a back beside the front the user named), so that a link
    /// found there was put by someone else: it is replaced, never written through.
    public private(set) var namedByMyca = false

    /// `-` is standard output; anything else a path.
    public init(argument: String) {
        path = argument == "-" ? nil : argument
    }

    /// Standard output.
    public static let standardOutput = OutputTarget(argument: "-")

    /// Whether the data goes to standard output.
    public var isStandardOutput: Bool { path == nil }

    /// `-` or the path, as given.
    public var argumentText: String? { path ?? "-" }

    /// `stdout` or the path, safe to print on a terminal.
    public var displayName: String { path.map { Sanitizer.forTerminal($0) } ?? "stdout" }

    /// This target's file next to it with `suffix` before the extension (`card.png` and
    /// `-back` → `card-back.png`); standard output stays standard output.
    public func sibling(suffix: String) -> OutputTarget {
        guard let path else { return self }
        let name = FileSystem.baseName(of: path)
        let folder = String(path.dropLast(name.count))
        var sibling = OutputTarget(argument: path + suffix)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            sibling = OutputTarget(argument: folder + name[..<dot] + suffix + name[dot...])
        }
        sibling.namedByMyca = true
        return sibling
    }

    /// Writes `bytes` here: to stdout, or to the path (regenerable output: not fsynced).
    public func write(_ bytes: [UInt8], _ ctx: CommandContext) throws {
        guard let path else {
            ctx.stdout.write(bytes: bytes)
            return
        }
        if namedByMyca {
            try FileSystem.writeFileReplacingEntry(bytes, to: ctx.absolutePath(path))
        } else {
            try FileSystem.writeOutput(bytes, to: ctx.absolutePath(path))
        }
    }

    /// One output a command will write, for ``check(_:_:)``.
    public struct Planned: Sendable {
        /// What it is, as the user named it: the format word (`png`, `layout`).
        public var name: String
        /// Where it goes.
        public var target: OutputTarget
        /// Whether it is binary data, which a terminal must not get.
        public var isBinary: Bool
        /// The command line that sends it to a file through stdout, for the hint
        /// (`myca qr --png - > code.png`).
        public var redirect: String

        /// An output named `name` to `target`.
        public init(_ name: String, to target: OutputTarget, binary: Bool, redirect: String) {
            self.name = name
            self.target = target
            isBinary = binary
            self.redirect = redirect
        }
    }

    /// Refuses a set of outputs that cannot all be written: more than one to stdout, or
    /// binary data to stdout when it is a terminal.
    public static func check(_ outputs: [Planned], _ ctx: CommandContext) throws(UsageError) {
        let toStdout = outputs.filter(\.target.isStandardOutput)
        if toStdout.count > 1 {
            throw UsageError.invalid(
                MessageText("only one output can go to stdout, but %s were asked for", MessageText.list(toStdout.map(\.name), .and)),
                hint: MessageText("write all but one to files: %s", toStdout.dropFirst().map { "--\($0.name) FILE" }.joinedText(separator: ", ")))
        }
        if ctx.stdoutIsTTY, let binary = toStdout.first, binary.isBinary {
            throw UsageError.invalid(MessageText("refusing to write %s data to a terminal", binary.name.uppercased()),
                                     hint: MessageText("redirect stdout (%s) or name a file", binary.redirect))
        }
    }
}
