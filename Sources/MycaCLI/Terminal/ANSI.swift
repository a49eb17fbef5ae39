import MycaCore

/// ANSI SGR styling that returns plain text when colour is off.
///
/// Get one from `CommandContext.ansi(for:)` so the `--color`/TTY/`NO_COLOR`
/// decision is made in one place.
public struct ANSI: Sendable {
    /// A colour for `fg`/`bg`.
    public enum Color: Sendable, Equatable {
        /// One of the 16 basic colours: 0–7 normal, 8–15 bright.
        case basic(UInt8)
        /// An entry of the 256-colour palette.
        case palette(UInt8)
        /// 24-bit true colour.
        case rgb(UInt8, UInt8, UInt8)

        fileprivate func parameters(background: Bool) -> String {
            switch self {
            case .basic(let n):
                let index = Int(n % 16)
                let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
                return String(base + index % 8)
            case .palette(let n):
                return SGR.palette(Int(n), background: background)
            case .rgb(let r, let g, let b):
                return SGR.rgb(r, g, b, background: background)
            }
        }
    }

    /// Whether escapes are emitted at all.
    public let enabled: Bool

    /// A styler; with `enabled == false` every function returns its text unchanged.
    public init(enabled: Bool) { self.enabled = enabled }

    /// The reset sequence, or "" when disabled.
    public var reset: String { enabled ? "\u{1B}[0m" : "" }

    /// `s` in bold.
    public func bold(_ s: String) -> String { sgr("1", s) }
    /// `s` dimmed.
    public func dim(_ s: String) -> String { sgr("2", s) }
    /// `s` in italics.
    public func italic(_ s: String) -> String { sgr("3", s) }
    /// `s` underlined.
    public func underline(_ s: String) -> String { sgr("4", s) }
    /// `s` with foreground `color`.
    public func fg(_ color: Color, _ s: String) -> String { sgr(color.parameters(background: false), s) }
    /// `s` with background `color`.
    public func bg(_ color: Color, _ s: String) -> String { sgr(color.parameters(background: true), s) }

    /// `s` wrapped in `ESC[<parameters>m … ESC[0m`.
    public func sgr(_ parameters: String, _ s: String) -> String {
        enabled ? "\u{1B}[\(parameters)m\(s)\u{1B}[0m" : s
    }
}
