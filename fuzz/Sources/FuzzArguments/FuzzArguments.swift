import MycaCLI
import MycaCore

/// Oracle: parsing any argv against the real declarations never crashes, and every
/// failure is a `UsageError` (typed throws make that a compile-time fact; the fuzzer
/// checks the messages can be built and sanitized too).
///
/// Input: NUL-separated tokens, parsed the way `MycaCLI.run` does: global options,
/// the command name, then the command's own options and arguments.
func fuzzArguments(_ bytes: [UInt8]) {
    let argv = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    do {
        let rootOptions = GlobalOptions.all + [GlobalOptions.version]
        let (_, rest) = try ArgumentParser.parse(argv, options: rootOptions, stopAtPositional: true)
        guard let name = rest.first else { return }
        guard let type = Commands.all.first(where: { $0.spec.name == name }) else {
            let visible = Commands.all.map { $0.spec }.filter { !$0.hidden }.map { $0.name }
            _ = Suggestion.closest(to: name, in: visible)
            return
        }
        let parsed = try ArgumentParser.parse(Array(rest.dropFirst()), for: type.spec)
        _ = parsed.positionals
    } catch {
        // `error` is a UsageError by the signature; its texts must build and sanitize.
        _ = Sanitizer.forTerminal(error.message)
        if let hint = error.hint { _ = Sanitizer.forTerminal(hint) }
        if error.exitCode != 2 { fatalError("usage error with exit code \(error.exitCode)") }
    }
}
