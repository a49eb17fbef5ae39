#if canImport(Glibc)
import Glibc
#endif

/// Environment variables: this process's own, each read when asked, or given values.
///
/// A one-card command reads a handful of variables; turning all of `environ` into a
/// dictionary at start-up would slow it, so the process's environment is read
/// with `getenv` name by name. Tests give values instead (a dictionary literal works).
public struct Environment: Sendable, ExpressibleByDictionaryLiteral {
    private enum Source: Sendable {
        case process
        case values([String: String])
    }

    private let source: Source

    /// The running process's environment, read when asked: what it holds at that moment
    /// (myca sets one variable, `LANGUAGE`, when it opens a message catalogue at start).
    public static var process: Environment { Environment(source: .process) }

    /// An environment holding exactly `values`.
    public init(_ values: [String: String]) {
        source = .values(values)
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        source = .values(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    private init(source: Source) {
        self.source = source
    }

    /// The value of variable `name`, or nil when it is not set.
    public subscript(name: String) -> String? {
        switch source {
        case .values(let values):
            return values[name]
        case .process:
            guard let value = getenv(name) else { return nil }
            return String(cString: value)
        }
    }

    /// This environment with `name` set to `value`: what a child process is given.
    public func setting(_ name: String, to value: String) -> Environment {
        var values: [String: String] = [:]
        for entry in entries {
            guard let equals = entry.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
            values[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        values[name] = value
        return Environment(values)
    }

    /// Every variable as `NAME=value`, in no particular order (for a child process).
    public var entries: [String] {
        switch source {
        case .values(let values):
            return values.map { "\($0.key)=\($0.value)" }
        case .process:
            var entries: [String] = []
            var pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = environ
            while let entry = pointer.pointee {
                entries.append(String(cString: entry))
                pointer += 1
            }
            return entries
        }
    }
}
