/// Fills the `printf`-style conversions of a message template with arguments.
///
/// Message templates are gettext message ids: msgfmt checks a
/// translation's conversions against the original's, so both use the C syntax. Only what
/// messages need: `%s` and `%d` take the next argument, `%2$s` names one by position (a
/// translation may put them in another order), `%%` is a percent sign. The arguments are
/// already text, so `%s` and `%d` insert them alike.
public enum MessageFormat {
    /// `template` with its conversions replaced by `arguments`; a conversion without an
    /// argument stays as written, so a faulty translation shows rather than crashes.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var out = ""
        var next = 0
        var scalars = template.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                out += "%"
                continue
            }
            // %[N$](s|d)
            var digits = ""
            var rest = scalars
            while let d = rest.first, d.properties.numericType == .decimal, d.isASCII {
                digits.unicodeScalars.append(d)
                rest.removeFirst()
            }
            var index = next
            var positional = false
            if !digits.isEmpty, rest.first == "$", let position = Int(digits), position > 0 {
                rest.removeFirst()
                index = position - 1
                positional = true
            } else {
                rest = scalars
            }
            guard let conversion = rest.first, conversion == "s" || conversion == "d", index < arguments.count else {
                out += "%"
                continue
            }
            rest.removeFirst()
            out += arguments[index]
            if !positional { next += 1 }
            scalars = rest
        }
        return out
    }
}
