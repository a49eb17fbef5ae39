/// The meaning of a batch CSV's columns, read from its header row, and the mapping of
/// each data row to a ``Profile``.
///
/// Decisions (documented in `myca help batch`): header cells name the ``CardField/columns``; an
/// empty header cell ignores its column; an unknown name is ignored too and listed in
/// ``unknownColumns`` with the closest field (an export from an address book or a CRM has
/// many columns no card has), or, when strict, an error that names it; repeatable fields
/// (`email`, `phone`, …) may repeat. A row with fewer cells than the header is a bad row;
/// extra cells are accepted only when empty (spreadsheets add trailing commas).
public struct BatchHeader: Sendable, Equatable {
    /// A header cell that names no field.
    public struct UnknownColumn: Sendable, Equatable {
        /// The cell as written.
        public let name: String
        /// The column, from 1.
        public let column: Int
        /// The closest column name, if one is close.
        public let suggestion: String?

        /// The cell as shown in a message, with the closest column name when there is one.
        public var messageText: MessageText { BatchHeader.unknown(name, suggestion: suggestion) }
    }

    /// The field of each column, nil for an ignored column.
    public let columns: [CardField?]
    /// The header cells as written, for messages.
    public let names: [String]
    /// The columns ignored because their header names no field, in column order.
    public let unknownColumns: [UnknownColumn]

    /// Reads a header row found on `line`; `strict` refuses a column that names no field.
    /// - Throws: ``BatchError`` for a duplicated column, no fields at all, or (when strict)
    ///   an unknown column.
    public init(_ cells: [String], line: Int = 1, strict: Bool = false) throws(BatchError) {
        var columns: [CardField?] = []
        var unknown: [UnknownColumn] = []
        var seen: [CardField: Int] = [:]
        for (index, cell) in cells.enumerated() {
            if WhiteSpace.trim(cell).isEmpty {
                columns.append(nil)
                continue
            }
            guard let field = CardField.lookup(header: cell) else {
                let key = CardField.normalizeHeader(cell)
                let suggestion = Handle.suggestions(for: key, among: CardField.columnSpellings).first
                if strict { throw .unknownColumn(name: cell, line: line, column: index + 1, suggestion: suggestion) }
                unknown.append(UnknownColumn(name: cell, column: index + 1, suggestion: suggestion))
                columns.append(nil)
                continue
            }
            if !field.isRepeatable, let first = seen[field] {
                throw .duplicateColumn(name: field.key, first: first, second: index + 1)
            }
            if seen[field] == nil { seen[field] = index + 1 }
            columns.append(field)
        }
        guard columns.contains(where: { $0 != nil }) else { throw .noFields }
        self.columns = columns
        self.names = cells
        self.unknownColumns = unknown
    }

    /// A name no field goes by (a CSV column, an LDIF attribute) as a message shows it,
    /// with the closest name when there is one.
    static func unknown(_ name: String, suggestion: String?) -> MessageText {
        suggestion.map { MessageText("%s (did you mean '%s'?)", ProfileError.show(name), $0) }
            ?? .verbatim(ProfileError.show(name))
    }

    /// Whether a row's cells are all empty or white space: a spreadsheet's empty row
    /// (`,,,`), which is no card and so no row at all.
    public static func isBlank(_ cells: [String]) -> Bool {
        cells.allSatisfy { WhiteSpace.trim($0).isEmpty }
    }

    /// The draft card of one data row (not yet validated: call `snapshot()`); a `photo`
    /// cell is the path of an image file in `photoFolder` or under it (``photo(at:in:)``).
    /// - Throws: ``BatchRowError`` for a ragged row or a cell its field cannot read (a
    ///   birthday that is not a date, a photo that cannot be read).
    public func profile(from cells: [String], row: Int, line: Int? = nil, photoFolder: String = ".") throws(BatchRowError) -> Profile {
        if cells.count < columns.count {
            throw BatchRowError(row: row, line: line,
                                reasonText: MessageText("%d cells but the header has %d columns", cells.count, columns.count))
        }
        if cells.count > columns.count, cells[columns.count...].contains(where: { !WhiteSpace.trim($0).isEmpty }) {
            throw BatchRowError(row: row, line: line,
                                reasonText: MessageText("%d cells but the header has %d columns", cells.count, columns.count))
        }
        var p = Profile()
        for (index, field) in columns.enumerated() {
            guard let field else { continue }
            let value = cells[index]
            if WhiteSpace.trim(value).isEmpty { continue }
            if field == .photo {
                do {
                    p.photo = try Self.photo(at: WhiteSpace.trim(value), in: photoFolder)
                } catch {
                    let reason = (error as? any MycaError)?.messageText ?? MessageText("photo %s cannot be read", value)
                    throw BatchRowError(row: row, line: line, field: field.key, reasonText: reason)
                }
                continue
            }
            do {
                try field.set(value, in: &p)
            } catch {
                throw BatchRowError(row: row, line: line, field: field.key,
                                    reasonText: MessageText("%s %s", ProfileError.show(error.value), error.problem.reasonText))
            }
        }
        p.guessNameParts()  // a `name` column alone still gives phones a structured name
        return p
    }

    /// The photo in the file at `path`, relative to `folder`: a CSV names files beside it or
    /// under it, never elsewhere (an absolute path, `..` out of the folder, or a link that
    /// leads out), so a spreadsheet from someone else cannot put any image on this
    /// machine into the cards it makes.
    /// - Throws: ``PhotoFileError``, `FileSystemError` when there is no such file.
    static func photo(at path: String, in folder: String) throws -> Photo {
        guard !path.hasPrefix("/") else { throw PhotoFileError.outsideFolder(path: path) }
        let base = try FileSystem.realPath(folder)
        let resolved = try FileSystem.realPath(FileSystem.joinPath(folder, path))
        guard resolved.hasPrefix(base == "/" ? "/" : base + "/") else { throw PhotoFileError.outsideFolder(path: path) }
        // A FIFO named in a cell would stall every row behind it: only a file is read.
        return try PhotoFile.read(resolved, named: path, regularOnly: true)
    }

    /// The CSV column a ``ProfileError`` is about: its field, when that is a column.
    public static func column(of error: ProfileError) -> String? {
        error.field.flatMap { $0.appears(on: .column) ? $0.key : nil }
    }
}
