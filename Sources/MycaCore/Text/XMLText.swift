/// Text for XML character data and quoted attribute values: SVG, the XMP of a press PDF,
/// and (through ``HTML/escape(_:)``) web pages.
public enum XMLText {
    /// `text` with the markup characters as references (`&`, `<`, `>` and both quotes) and
    /// the control characters XML 1.0 forbids or discourages (C0 but tab and line ends,
    /// DEL and C1, U+FFFE and U+FFFF) left out.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
