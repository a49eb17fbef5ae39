import Foundation
import MycaTestSupport

/// An `$EDITOR` that runs a shell script in a person's place: the script gets the file as
/// `$1` and the number of the run (1 the first time) as `$n`.
struct ScriptedEditor {
    /// The folder holding the script and its counter, removed with the editor.
    let scratch: TemporaryDirectory
    /// The file counting the runs.
    let counter: String
    /// The environment that makes myca run it.
    let environment: [String: String]

    /// An editor running `body` after counting the run.
    init(_ body: String) throws {
        scratch = try TemporaryDirectory("myca-editor")
        counter = scratch.file("count")
        let script = scratch.file("editor.sh")
        let head = "#!/bin/sh\nn=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(counter)'\n"
        try (head + body).write(toFile: script, atomically: true, encoding: .utf8)
        // Run by sh rather than executed: a process forked meanwhile could hold the new file open (ETXTBSY).
        environment = ["EDITOR": "sh " + script]
    }

    /// How many times myca ran it.
    var runs: Int {
        Int((try? String(contentsOfFile: counter, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
    }
}
