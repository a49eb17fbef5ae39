import MycaCore

/// `myca list [--json]`: every card with its name, title and organization; `*` marks the default.
public struct ListCommand: Command {
    /// The name people type (`spec.name`), known without building the declaration.
    public static let name = "list"

    /// The declaration.
    public static let spec = CommandSpec(
        name: name,
        summary: "List your cards; * marks the default.",
        discussion: """
            Prints one line per card: '*' for the default card, the handle, the name and \
            'title · organization'. On a terminal, or piped with COLUMNS set, the table keeps \
            to that width: handles and names stay whole (a long name's title and organization \
            go on the next line) and only titles and organizations are shortened. With --json, prints an array of objects with handle, \
            default, name, org, title, email (the first one, or null) and style (or null). \
            A card file myca cannot read is reported on stderr and left out, and the exit \
            status is 1.
            """,
        options: [json.spec],
        examples: [
            Example(command: "myca list", explanation: "Show your cards."),
            Example(command: "myca list --json", explanation: "The same as JSON, for scripts."),
        ])

    /// `--json`.
    static let json = Flag("json", help: "Print a JSON array instead of a table.")

    /// A lister.
    public init() {}

    /// One card as the list shows it.
    struct Row: Equatable {
        var handle: String
        var isDefault: Bool
        var name: String
        var organization: String
        var title: String
        var email: String?
        var style: String?
    }

    /// Prints the table or the JSON array; 1 when a card file could not be read.
    public func run(_ args: ParsedArguments, _ ctx: CommandContext) async throws -> Int32 {
        let store = try ctx.openStore()
        let handles = try store.handles()
        let json = args[Self.json]
        if handles.isEmpty {
            if json { ctx.stdout.write("[]\n") }
            ctx.note(tr("there are no cards yet; run 'myca new' to create one"))
            return 0
        }
        let config = try store.config()
        let defaultHandle = try store.defaultHandle()
        let files = CardFiles(store: store, warn: { ctx.warn(Localization.text($0)) })
        var rows: [Row] = []
        var failed = false
        for handle in handles {
            do {
                let profile = try files.load(handle)
                // Show what `snapshot()` would make of the name when FN is empty.
                let name = (try? profile.snapshot().formattedName) ?? profile.formattedName
                rows.append(Row(
                    handle: handle, isDefault: handle == defaultHandle, name: name,
                    organization: profile.organization, title: profile.title,
                    email: profile.emails.first?.address, style: config.styles[handle]))
            } catch let error as any MycaError {
                ctx.warn(Localization.text(of: error))
                failed = true
            }
        }
        if json {
            ctx.stdout.write(Self.json(rows))
        } else {
            let ansi = ctx.ansi(for: .stdout)
            for line in Self.table(rows, width: Self.width(ctx)) {
                ctx.stdout.write((line.isDefault ? ansi.bold(line.text) : line.text) + "\n")
            }
        }
        return failed ? 1 : 0
    }

    /// The width the table keeps to: the terminal's, or `COLUMNS` when the output is piped
    /// (a script sets it to say how wide its page is), else none.
    static func width(_ ctx: CommandContext) -> Int? {
        if ctx.stdoutIsTTY { return ctx.terminalWidth }
        guard let text = ctx.environment["COLUMNS"], let columns = Int(text), columns > 0 else { return nil }
        return columns
    }

    /// The fewest columns the details get beside the names before a long name's details
    /// go on a line of their own: a quarter of the line, at least 8 and at most 24.
    static func detailMinimum(_ width: Int) -> Int { min(24, max(8, width / 4)) }

    /// The table's lines (without newlines): `* handle  name  title · organization`,
    /// columns aligned by display width, no line wider than `width` when given.
    ///
    /// Handles and names are always whole: they are what a person types and looks for. The
    /// name column is as wide as the longest name that leaves the details
    /// ``detailMinimum(_:)`` columns; a longer name keeps its line, its details go on the next
    /// one under theirs, and a name wider than the whole line wraps under itself. Only the
    /// details, the least needed column, are ever shortened, with `…`.
    static func table(_ rows: [Row], width: Int?) -> [(text: String, isDefault: Bool)] {
        func clean(_ s: String) -> String { Sanitizer.forTerminal(s, newlines: .space) }
        let names = rows.map { clean($0.name) }
        let details = rows.map { row in
            [row.title, row.organization].map(clean).filter { !$0.isEmpty }.joined(separator: " · ")
        }
        let handleWidth = rows.map { DisplayWidth.of($0.handle) }.max() ?? 0
        let nameStart = 2 + handleWidth + 2
        let widest = names.map { DisplayWidth.of($0) }.max() ?? 0
        var nameWidth = widest
        if let width {
            let detailWidest = min(details.map { DisplayWidth.of($0) }.max() ?? 0, detailMinimum(width))
            let room = width - nameStart - 2 - detailWidest
            nameWidth = names.map { DisplayWidth.of($0) }.filter { $0 <= room }.max() ?? 0
        }
        let detailStart = nameStart + nameWidth + 2
        var out: [(String, Bool)] = []
        for i in rows.indices {
            var lines: [String] = []
            // Pad a column only when something follows it, so no line ends in spaces.
            var line = (rows[i].isDefault ? "* " : "  ") + rows[i].handle
            if !names[i].isEmpty {
                var nameLines = [names[i]]
                if let width, nameStart + DisplayWidth.of(names[i]) > width {
                    nameLines = TextWrap.lines(names[i], width: max(width - nameStart, 1))
                }
                line = DisplayWidth.pad(line, toWidth: nameStart) + nameLines[0]
                for more in nameLines.dropFirst() {
                    lines.append(line)
                    line = String(repeating: " ", count: nameStart) + more
                }
            }
            if !details[i].isEmpty {
                if DisplayWidth.of(line) + 2 > detailStart {
                    lines.append(line)
                    line = ""
                }
                var text = details[i]
                if let width { text = DisplayWidth.truncate(text, toWidth: max(width - detailStart, 1)) }
                line = DisplayWidth.pad(line, toWidth: detailStart) + text
            }
            lines.append(line)
            out += lines.map { ($0, rows[i].isDefault) }
        }
        return out
    }

    /// The JSON array, pretty-printed, with a final newline.
    static func json(_ rows: [Row]) -> String {
        let items: [JSONValue] = rows.map { row in
            var object = JSONObject()
            object["handle"] = .string(row.handle)
            object["default"] = .bool(row.isDefault)
            object["name"] = .string(row.name)
            object["org"] = .string(row.organization)
            object["title"] = .string(row.title)
            object["email"] = row.email.map(JSONValue.string) ?? .null
            object["style"] = row.style.map(JSONValue.string) ?? .null
            return .object(object)
        }
        return JSONValue.array(items).serialized(pretty: true) + "\n"
    }
}
