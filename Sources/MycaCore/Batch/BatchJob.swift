#if canImport(Glibc)
import Glibc
#endif

/// The work for one row, done on a worker: validate, build the payload, encode,
/// render and write every format. Pure function of its inputs; `Sendable`.
public struct BatchJob: Sendable {
    /// The row number, from 1.
    public let row: Int
    /// The draft card.
    public let profile: Profile
    /// The unique file stem.
    public let stem: String
    /// Where a card read from vCard text came from; nil for a CSV row.
    public let source: VCardSourceLines?

    /// A job.
    public init(row: Int, profile: Profile, stem: String, source: VCardSourceLines? = nil) {
        self.row = row
        self.profile = profile
        self.stem = stem
        self.source = source
    }

    /// Writes the row's files; returns how many.
    /// - Throws: ``BatchRowError`` naming the row and, where known, the field: the CSV
    ///   column, or for a card read from vCard text the line of the property at fault.
    public func run(_ options: BatchOptions) throws(BatchRowError) -> Int {
        let snapshot: ProfileSnapshot
        do {
            snapshot = try profile.snapshot()
        } catch {
            // A vCard has no columns: its property is named by the line it is on (the
            // reason names the field).
            if let source { throw BatchRowError(row: row, line: source.line(of: error), reasonText: error.messageText) }
            throw BatchRowError(row: row, field: BatchHeader.column(of: error), reasonText: error.messageText)
        }
        var files: [(BatchFormat, [UInt8])] = []
        do {
            let needsCode = options.formats.contains { $0.renderFormat != nil }
            let code = needsCode ? try options.code.codeSync(for: snapshot) : nil
            let needsPayload = code == nil && options.formats.contains(.payload)
            let payload = try code?.payload ?? (needsPayload ? options.code.payload(for: snapshot) : [])
            for format in options.formats {
                switch format {
                case .png, .svg:
                    if let code, let picture = format.renderFormat {
                        files.append((format, try picture.render(code.matrix, options.render)))
                    }
                case .vcf:
                    if let data = format.dataFormat { files.append((format, try data.encode([snapshot]))) }
                case .payload:
                    files.append((format, payload))
                case .nfc:
                    files.append((format, try NFCPayload.message(snapshot, fields: options.code.fields).bytes))
                }
            }
            var written = 0
            for (format, bytes) in files {
                do {
                    try FileSystem.writeOutput(bytes, to: options.path(stem: stem, format: format))
                } catch let error as FileSystemError where [ENOSPC, EDQUOT, EROFS].contains(error.errorNumber ?? 0) {
                    var failure = BatchRowError(row: row, reasonText: error.messageText)
                    failure.stop = .outputUnwritable(folder: options.outputDirectory, errno: error.errorNumber ?? 0)
                    failure.written = written
                    throw failure
                }
                written += 1
            }
        } catch let error as BatchRowError {
            throw error
        } catch let error as any MycaError {
            throw BatchRowError(row: row, reasonText: error.messageText)
        } catch {
            throw BatchRowError(row: row, reasonText: MessageText("an unexpected failure (%s)", String(describing: type(of: error))))
        }
        return files.count
    }
}
