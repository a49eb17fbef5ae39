/// Turns argv tokens into `ParsedArguments` according to declared options and arguments.
///
/// Conventions: `--opt value`, `--opt=value`, `-o value`, `-ovalue`, clustered flags
/// (`-qv`), `--` ends options, a lone `-` is a positional, repeatable options
/// accumulate, `--no-x` turns off a negatable flag.
public enum ArgumentParser {
    /// Parses `tokens` (after the command name) for `spec`, with the global options and `--help`.
    public static func parse(_ tokens: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        let options = spec.options + GlobalOptions.all
        let (parsed, _) = try parse(tokens, options: options)
        if parsed[GlobalOptions.help] { return parsed }  // `--help` wins over missing arguments
        try check(parsed.positionals, against: spec.arguments, command: spec.name)
        return parsed
    }

    /// Parses options until the first positional when `stopAtPositional` (the root: global
    /// options, then the command name); returns the results and the tokens not consumed.
    public static func parse(
        _ tokens: [String], options: [OptionSpec], stopAtPositional: Bool = false
    ) throws(UsageError) -> (ParsedArguments, rest: [String]) {
        var parsed = ParsedArguments(options: options)
        var index = 0
        var onlyPositionals = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if onlyPositionals || token == "-" || !token.hasPrefix("-") {
                if stopAtPositional { return (parsed, Array(tokens[(index - 1)...])) }
                parsed.appendPositional(token)
            } else if token == "--" {
                if stopAtPositional { return (parsed, Array(tokens[index...])) }
                onlyPositionals = true
            } else if token.hasPrefix("--") {
                try parseLong(token, tokens, &index, options, &parsed)
            } else {
                try parseShort(token, tokens, &index, options, &parsed)
            }
        }
        return (parsed, [])
    }

    private static func parseLong(
        _ token: String, _ tokens: [String], _ index: inout Int,
        _ options: [OptionSpec], _ parsed: inout ParsedArguments
    ) throws(UsageError) {
        let body = token.dropFirst(2)
        let name: String
        let inline: String?
        if let eq = body.firstIndex(of: "=") {
            name = String(body[..<eq])
            inline = String(body[body.index(after: eq)...])
        } else {
            name = String(body)
            inline = nil
        }
        let spelled = "--" + name
        if let option = options.first(where: { $0.name == name }) {
            if option.isFlag {
                if let inline { throw .unexpectedValue(option: spelled, value: inline) }
                parsed.setFlag(option.name, true)
            } else {
                let value: String
                if let inline { value = inline } else { value = try nextValue(for: option, spelled: spelled, tokens, &index) }
                try accept(value, for: option, spelled: spelled, &parsed)
            }
            return
        }
        if name.hasPrefix("no-"), let option = options.first(where: { $0.negatable && $0.name == name.dropFirst(3) }) {
            if let inline { throw .unexpectedValue(option: spelled, value: inline) }
            parsed.setFlag(option.name, false)
            return
        }
        if let known = options.first(where: { $0.otherSpellings.contains(String(name)) }) {
            throw .unknownOption(spelled, suggestion: "--" + known.name)
        }
        let candidates = options.flatMap { $0.negatable ? [$0.name, "no-" + $0.name] : [$0.name] }
        throw .unknownOption(spelled, suggestion: Suggestion.closest(to: name, in: candidates).map { "--" + $0 })
    }

    private static func parseShort(
        _ token: String, _ tokens: [String], _ index: inout Int,
        _ options: [OptionSpec], _ parsed: inout ParsedArguments
    ) throws(UsageError) {
        let letters = Array(token.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            position += 1
            guard let option = options.first(where: { $0.short == letter }) else {
                // `-email` is more likely a missing dash than a cluster of short flags.
                let word = String(token.dropFirst().prefix { $0 != "=" })
                let long = options.first { $0.name == word }
                if letters.count > 1, let long { throw .unknownOption(token, suggestion: "--" + long.name) }
                let known = options.first { $0.otherSpellings.contains(String(letter)) }
                throw .unknownOption("-" + String(letter), suggestion: known.map { "--" + $0.name })
            }
            let spelled = "-" + String(letter)
            if option.isFlag {
                parsed.setFlag(option.name, true)
                continue
            }
            let attached = String(letters[position...])
            var value = attached
            if attached.isEmpty { value = try nextValue(for: option, spelled: spelled, tokens, &index) }
            try accept(value, for: option, spelled: spelled, &parsed)
            return
        }
    }

    private static func nextValue(
        for option: OptionSpec, spelled: String, _ tokens: [String], _ index: inout Int
    ) throws(UsageError) -> String {
        let missing = UsageError.missingValue(
            option: spelled, valueName: option.valueName ?? "VALUE", allowed: option.allowed)
        guard index < tokens.count else { throw missing }
        let next = tokens[index]
        // A following option means the value was forgotten; `-` and negative numbers are values.
        if next.count > 1, next.hasPrefix("-"), !(next.dropFirst().first?.isNumber ?? false) { throw missing }
        index += 1
        return next
    }

    private static func accept(
        _ value: String, for option: OptionSpec, spelled: String, _ parsed: inout ParsedArguments
    ) throws(UsageError) {
        guard let allowed = option.allowed else {
            parsed.append(option.name, value)
            return
        }
        // An allowed word in another case is that word (`--ecc h` is `--ecc H`).
        let lower = value.lowercased()
        guard let word = allowed.first(where: { $0 == value }) ?? allowed.first(where: { $0.lowercased() == lower }) else {
            throw .invalidValue(
                what: "'\(spelled)'", value: value, allowed: allowed,
                suggestion: Suggestion.closest(to: value, in: allowed))
        }
        parsed.append(option.name, word)
    }

    private static func check(
        _ positionals: [String], against arguments: [ArgumentSpec], command: String
    ) throws(UsageError) {
        for (i, value) in positionals.enumerated() {
            guard let argument = i < arguments.count ? arguments[i] : arguments.last(where: \.repeating) else {
                throw .unexpectedArgument(value, command: command, maximum: arguments.count)
            }
            if let allowed = argument.allowed, !allowed.contains(value) {
                throw .invalidValue(
                    what: argument.name, value: value, allowed: allowed,
                    suggestion: Suggestion.closest(to: value, in: allowed))
            }
        }
        for argument in arguments.dropFirst(positionals.count) where !argument.optional {
            throw .missingArgument(argument.name)
        }
    }
}
