import Foundation

/// The command lines of README.md's "A tour", as a person would copy them: lines ending in
/// `\` joined to the next, each with the comment after its `  # `.
package enum ReadmeTour {
    /// One line of the tour.
    package struct Step: Equatable, CustomStringConvertible {
        /// The command line, as given to a shell.
        package var command: String
        /// The comment after it, without `#`.
        package var comment: String

        /// A step of `command` with its `comment`.
        package init(command: String, comment: String) {
            self.command = command
            self.comment = comment
        }

        package var description: String { command + "  # " + comment }
    }

    /// The steps of the first `sh` block under `## A tour` in `readme`; empty when there is none.
    package static func steps(readme: String) -> [Step] {
        guard let section = readme.components(separatedBy: "\n## A tour\n").dropFirst().first,
              let block = section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first
        else { return [] }
        var steps: [Step] = []
        var pending = ""
        for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
            let text = pending.isEmpty ? String(line) : pending + " " + line.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("\\") {
                pending = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
                continue
            }
            pending = ""
            if let hash = text.range(of: "  # ") {
                steps.append(Step(
                    command: text[..<hash.lowerBound].trimmingCharacters(in: .whitespaces),
                    comment: text[hash.upperBound...].trimmingCharacters(in: .whitespaces)))
            } else {
                steps.append(Step(command: text.trimmingCharacters(in: .whitespaces), comment: ""))
            }
        }
        return steps
    }

    /// README.md of the package under test.
    package static func readme() throws -> String {
        try String(contentsOfFile: MycaProcess.packageRoot + "/README.md", encoding: .utf8)
    }
}
