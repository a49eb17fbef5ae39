import MycaCore

/// The cards of a store as `myca list` shows them: a row each, written as a table or as JSON.
struct CardList {
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

    /// The cards that could be read, in handle order.
    var rows: [Row] = []
    /// Whether the store holds no card at all.
    var isEmpty: Bool
    /// Whether a card file could not be read; it is reported on stderr and left out.
    var unreadable = false

    /// Reads every card of `store`, warning on `ctx` about a card file it cannot read.
    init(store: CardStore, _ ctx: CommandContext) throws {
        let handles = try store.handles()
        isEmpty = handles.isEmpty
        // An empty store's config is never read: there is nothing it could say about a card.
        if isEmpty { return }
        let config = try store.config()
        let defaultHandle = try store.defaultHandle()
        let files = CardFiles(store: store, warn: { ctx.warn(Localization.text($0)) })
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
                unreadable = true
            }
        }
    }

    /// Writes the JSON array, or the table with the default card's lines in bold, on `ctx`'s stdout.
    func write(json: Bool, _ ctx: CommandContext) {
        if json {
            ctx.stdout.write(Self.json(rows))
            return
        }
        let ansi = ctx.ansi(for: .stdout)
        for line in Self.table(rows, width: ctx.outputWidth) {
            ctx.stdout.write((line.isDefault ? ansi.bold(line.text) : line.text) + "\n")
        }
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
            [row.title, row.organization].map(clean).filter { !$0.isEmpty }.joinedText(separator: " · ")
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
