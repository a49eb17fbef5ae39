import Foundation
import Testing

/// MycaCore is the domain: the command line presents its errors, names the options, picks
/// the exit codes and handles signals. These tests read every Core source file and fail
/// when one names an option in a string, exits, installs a signal handler, or reads the
/// environment other than through the injected `Environment`.
@Suite struct CoreSpeaksNoCLITests {
    /// Every `.swift` file under Sources/MycaCore, relative path → text.
    static let sources: [(path: String, text: String)] = {
        let root = TestCards.packageRoot + "/Sources/MycaCore"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return files.map { ($0, (try? String(contentsOfFile: root + "/" + $0, encoding: .utf8)) ?? "") }
    }()

    /// The one file that may read the process's environment: `Environment` itself.
    static let environmentReader = "Process/Environment.swift"

    /// Option names (`--x`: myca's options are lower case) in the string literals and
    /// comments of `source`, and command lines quoted in its strings (`'myca new'`), as
    /// `line: text`. vCard's truncated dates (`--MM-DD`) are not options.
    static func optionNames(in source: String) -> [String] {
        let option = /--[a-z]/
        let command = /['`]myca [a-z]/
        let scanner = SwiftSourceScanner(source)
        let strings = scanner.literals.filter { $0.text.contains(option) || $0.text.contains(command) }
        let comments = scanner.comments.filter { $0.text.contains(option) }
        return (strings + comments).sorted { $0.line < $1.line }.map { "\($0.line): \($0.text)" }
    }

    /// Calls in the code of `source` that end the process, handle signals or read the
    /// environment, as `line: code`. (`abort()` after a fatal libpng error is a crash, as
    /// `fatalError` is, not a way of ending a command.)
    static func forbiddenCalls(in source: String, mayReadEnvironment: Bool) -> [String] {
        let exits = /\b(exit|_exit|_Exit|atexit)\s*\(/
        let signals = /\b(signal|sigaction|sigprocmask|pthread_sigmask|sigwait)\s*\(/
        let environment = /\b(getenv|setenv|unsetenv|putenv|environ)\b|ProcessInfo|Environment\.process|environment: \.process/
        var found: [String] = []
        for (index, code) in SwiftSourceScanner(source).codeLines.enumerated() {
            let hit = code.contains(exits) || code.contains(signals)
                || (!mayReadEnvironment && code.contains(environment))
            if hit { found.append("\(index + 1): \(code.trimmingCharacters(in: .whitespaces))") }
        }
        return found
    }

    @Test func theSourcesAreFound() {
        #expect(Self.sources.count > 50, "Sources/MycaCore not found under \(TestCards.packageRoot)")
        #expect(Self.sources.contains { $0.path == Self.environmentReader })
    }

    @Test("no Core string or comment names a command-line option; no string quotes a command")
    func noOptionNames() {
        for (path, text) in Self.sources {
            let names = Self.optionNames(in: text)
            #expect(names.isEmpty, "\(path) names options: \(names)")
        }
    }

    @Test("no Core code exits, handles signals, or reads the environment but through Environment")
    func noExitSignalsOrEnvironment() {
        for (path, text) in Self.sources {
            let calls = Self.forbiddenCalls(in: text, mayReadEnvironment: path == Self.environmentReader)
            #expect(calls.isEmpty, "\(path): \(calls)")
        }
    }

    /// The checks find what they look for, and only that: comments and quoted calls pass.
    @Test func theChecksCatchWhatTheyShould() {
        let source = #"""
            /// Use `--home` to choose the folder; exit(1) in a comment is fine.
            let hint = "pass --min-version"
            let plain = "a -- b, 2--3, --MM-DD, \"quoted\" and exit(0) in text"
            let raw = #"raw "--fg" here"#
            let multi = """
                first line
                then --bg
                """
            func stop() { exit(2) }
            func trap() { signal(SIGINT, SIG_IGN); pthread_cond_signal(&c) }
            let value = getenv("HOME")
            /* a block comment with --x and exit(3)
               over two lines */
            let hint = "run 'myca new', as myca would say"
            """#
        let names = Self.optionNames(in: source)
        #expect(names.count == 6, "\(names)")
        #expect(names.first == "1: /// Use `--home` to choose the folder; exit(1) in a comment is fine.")
        #expect(names.contains("2: pass --min-version"))
        #expect(names.contains { $0.hasPrefix("12: /* a block comment with --x") })
        #expect(names.contains("14: run 'myca new', as myca would say"))
        #expect(names.contains { $0.hasPrefix("4: ") && $0.contains("--fg") })
        #expect(names.contains { $0.hasPrefix("5: ") && $0.contains("--bg") })
        #expect(Self.forbiddenCalls(in: source, mayReadEnvironment: false)
            == ["9: func stop() { exit(2) }", "10: func trap() { signal(SIGINT, SIG_IGN); pthread_cond_signal(&c) }",
                "11: let value = getenv(\"\")"])
        #expect(Self.forbiddenCalls(in: source, mayReadEnvironment: true).count == 2)
    }
}
