#if canImport(Glibc)
import Glibc
#endif
/// Why a batch cannot run at all (as opposed to one bad row: see ``BatchRowError``).
public enum BatchError: MycaError, Equatable {
    /// The input has no header row (CSV) or no cards (vCard).
    case emptyInput(String)
    /// A CSV header cell on `line` names no myca field (refused only when asked to be strict).
    case unknownColumn(name: String, line: Int, column: Int, suggestion: String?)
    /// A field that may appear once appears in two columns.
    case duplicateColumn(name: String, first: Int, second: Int)
    /// The header maps no column to a field.
    case noFields
    /// The header row itself could not be read.
    case badHeader(reason: MessageText)
    /// A file-name template with an unknown `{placeholder}` or an unclosed brace.
    case badTemplate(template: String, reason: MessageText)
    /// The output folder takes no more files (full, over quota, read-only): every row after
    /// would fail the same way, so the batch stops.
    case outputUnwritable(folder: String, errno: Int32)
    /// More rows than one file of sheets takes (``BatchSheets/maximumCards``).
    case tooManyForSheets(maximum: Int)

    /// Whether writing a file failed for a reason every later row meets too (no right to
    /// write in the folder, a read-only file system, no space, a quota): the batch stops at
    /// the first, instead of reporting it once per row.
    public static func repeatsForEveryRow(_ errorNumber: Int32?) -> Bool {
        [EACCES, EPERM, ENOSPC, EDQUOT, EROFS].contains(errorNumber ?? 0)
    }

    public var messageText: MessageText {
        switch self {
        case .emptyInput(let name):
            return MessageText("%s is empty: expected a CSV header row or vCards", name)
        case .unknownColumn(let name, let line, let column, let suggestion):
            return suggestion.map {
                MessageText("unknown column %s (line %d, column %d); did you mean '%s'?", ProfileError.show(name), line, column, $0)
            } ?? MessageText("unknown column %s (line %d, column %d)", ProfileError.show(name), line, column)
        case .duplicateColumn(let name, let first, let second):
            return MessageText("column '%s' appears twice (columns %d and %d)", name, first, second)
        case .noFields:
            return MessageText("the header row names no card fields")
        case .badHeader(let reason):
            return MessageText("the header row cannot be read: %s", reason)
        case .badTemplate(let template, let reason):
            return MessageText("file-name template %s: %s", ProfileError.show(template), reason)
        case .outputUnwritable(let folder, let e):
            return MessageText("cannot write into '%s': %s; the batch stopped", folder, FileSystemError.describe(e))
        case .tooManyForSheets(let maximum):
            return MessageText("the sheets take at most %s cards and the input has more; the batch stopped",
                               BatchSummary.grouped(maximum))
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .emptyInput:
            return MessageText("the first line names the columns, e.g. name,email,phone")
        case .unknownColumn, .noFields:
            return MessageText(
                "columns: %s (email, phone, url and social may repeat: email2, …); leave a header cell empty to ignore its column",
                CardField.columns.map(\.key).joinedText(separator: ", "))
        case .duplicateColumn:
            return MessageText("only email, phone, url and social may appear more than once")
        case .badHeader:
            return MessageText("save the file as UTF-8 CSV")
        case .badTemplate:
            return MessageText("placeholders: %s", FileNameTemplate.placeholders.map { "{\($0)}" }.joinedText(separator: ", "))
        case .outputUnwritable(let folder, let e):
            return FileSystemError.cannotWrite(path: folder, errno: e).hintText
        case .tooManyForSheets:
            return nil
        }
    }
}

extension BatchError {
    public var remedy: ErrorRemedy? {
        switch self {
        case .outputUnwritable: return .anotherOutputFolder
        case .tooManyForSheets: return .splitIntoShards
        default: return nil
        }
    }

    /// A file name template is a setting.
    public var isInSetting: Bool {
        if case .badTemplate = self { return true }
        return false
    }
}
