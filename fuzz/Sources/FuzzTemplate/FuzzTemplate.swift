import MycaCLI
import MycaCore

/// Oracle: the editor-template parser never crashes, and a template it reads without
/// issues renders back to a template that parses to the same profile, without issues.
func fuzzTemplate(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parsed = CardTemplate.parse(text)
    guard parsed.issues.isEmpty, !parsed.isEmpty else { return }
    let rendered = CardTemplate.render(parsed.profile, handle: "fuzz")
    let again = CardTemplate.parse(rendered)
    if !again.issues.isEmpty {
        fatalError("rendered template has issues: \(again.issues)\n\(rendered)")
    }
    if again.profile != parsed.profile {
        fatalError("template round trip changed the card:\nbefore: \(parsed.profile)\nafter:  \(again.profile)\n\(rendered)")
    }
}
