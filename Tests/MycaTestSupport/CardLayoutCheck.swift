import MycaCore

/// The promises of a printed card's layout, checked on the boxes a renderer reports: every
/// text inside its card's safe area, out of the code and its quiet zone, clear of every
/// other text, and drawn no larger than its box.
package enum CardLayoutCheck {
    /// What breaks a promise, one line each; empty when all hold.
    package static func problems(trims: [DrawingRect], codeAreas: [DrawingRect], texts: [FittedText],
                                 safeMargin: Double = CardFaceLayout.safeMargin) -> [String] {
        var problems: [String] = []
        let tolerance = 1e-6
        for text in texts {
            let box = text.box
            let name = "\(box.role) '\(box.text.prefix(40))'"
            if !trims.contains(where: { $0.inset(by: safeMargin).contains(box.rect, tolerance: tolerance) }) {
                problems.append("\(name): box \(box.rect) is outside the safe area of every card")
            }
            if let code = codeAreas.first(where: { $0.intersects(box.rect) }) {
                problems.append("\(name): box \(box.rect) enters the code area \(code)")
            }
            if text.extent.width > box.rect.width + tolerance || text.extent.height > box.rect.height + tolerance {
                problems.append("\(name): drawn \(text.extent.width)×\(text.extent.height) mm in a box \(box.rect)")
            }
            if !box.rect.contains(text.inkRect, tolerance: tolerance) {
                problems.append("\(name): text at \(text.inkRect) leaves its box \(box.rect)")
            }
            if text.size < box.minimumSize - tolerance {
                problems.append("\(name): drawn at \(text.size) pt, below the minimum \(box.minimumSize) pt")
            }
            if text.isCut, !(text.drawn.isEmpty || text.drawn.hasSuffix(TextFitter.ellipsis)) {
                problems.append("\(name): cut without an ellipsis: '\(text.drawn)'")
            }
            if text.isCut, !text.drawn.isEmpty,
               !box.text.hasPrefix(String(text.drawn.dropLast(TextFitter.ellipsis.count))) {
                problems.append("\(name): cut text '\(text.drawn)' is not a prefix of the text")
            }
        }
        for (i, a) in texts.enumerated() {
            // Boxes placed on a sheet may share an edge up to rounding.
            for b in texts[(i + 1)...] where a.box.rect.inset(by: tolerance).intersects(b.box.rect) {
                problems.append("\(a.box.role) '\(a.box.text.prefix(20))' overlaps \(b.box.role) '\(b.box.text.prefix(20))'")
            }
        }
        return problems
    }
}
