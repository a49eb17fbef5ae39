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
            'title · organization'. With --json, prints an array of objects with handle, \
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
            let width: Int? = ctx.stdoutIsTTY ? ctx.terminalWidth : nil
            for line in Self.table(rows, width: width) {
                ctx.stdout.write((line.isDefault ? ansi.bold(line.text) : line.text) + "\n")
            }
        }
        return failed ? 1 : 0
    }

    /// The table's lines (without newlines): `* handle  name  title · organization`,
    /// columns aligned by display width; each line cut to `width` columns when given.
    static func table(_ rows: [Row], width: Int?) -> [(text: String, isDefault: Bool)] {
        func clean(_ s: String) -> String { Sanitizer.forTerminal(s, newlines: .space) }
        let names = rows.map { clean($0.name) }
        let details = rows.map { row in
            [row.title, row.organization].map(clean).filter { !$0.isEmpty }.joined(separator: " · ")
        }
        let handleWidth = rows.map { DisplayWidth.of($0.handle) }.max() ?? 0
        let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
        return rows.indices.map { i in
            // Pad a column only when something follows it, so no line ends in spaces.
            var line = (rows[i].isDefault ? "* " : "  ") + rows[i].handle
            if !names[i].isEmpty || !details[i].isEmpty {
                line = DisplayWidth.pad(line, toWidth: 2 + handleWidth) + "  " + names[i]
            }
            if !details[i].isEmpty {
                line = DisplayWidth.pad(line, toWidth: 2 + handleWidth + 2 + nameWidth) + "  " + details[i]
            }
            if let width { line = DisplayWidth.truncate(line, toWidth: max(width, 1)) }
            return (line, rows[i].isDefault)
        }
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
