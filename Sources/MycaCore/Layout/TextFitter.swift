/// Fits a `TextBox` to real metrics: shrinks to the documented minimum, then takes its
/// shorter form (shrunk again), then cuts with `…`.
///
/// The same rule runs in every renderer (each with its own `TextMeasurer`), so the SVG
/// (estimated metrics) and the PDF and PNG (pango) follow one behaviour.
public enum TextFitter {
    /// The mark that ends cut text.
    public static let ellipsis = "…"
    /// Sizes are tried in steps of this many points.
    static let step = 0.1

    /// Every box of a page fitted, the boxes of one ``TextBox/group`` at the smallest size
    /// any of them takes (each then shortened or cut only as it needs at that size).
    public static func fit(_ boxes: [TextBox], measurer: some TextMeasurer) -> [TextBox: FittedText] {
        var fitted: [TextBox: FittedText] = [:]
        for box in boxes where fitted[box] == nil { fitted[box] = fit(box, measurer: measurer) }
        var smallest: [String: Double] = [:]
        for (box, text) in fitted {
            guard let group = box.group else { continue }
            smallest[group] = min(smallest[group] ?? text.size, text.size)
        }
        for (box, text) in fitted {
            guard let group = box.group, let size = smallest[group], text.size > size + 1e-9 else { continue }
            var shared = box
            shared.size = size
            shared.minimumSize = min(box.minimumSize, size)
            let again = fit(shared, measurer: measurer)
            fitted[box] = FittedText(box: box, drawn: again.drawn, size: again.size, extent: again.extent)
        }
        return fitted
    }

    /// The text as drawn in `box`, measured with `measurer`.
    public static func fit(_ box: TextBox, measurer: some TextMeasurer) -> FittedText {
        let rect = box.rect
        func fits(_ extent: TextExtent) -> Bool {
            extent.width <= rect.width + 1e-9 && extent.height <= rect.height + 1e-9
        }
        guard !box.text.isEmpty else {
            return FittedText(box: box, drawn: "", size: box.size, extent: TextExtent(width: 0, height: 0))
        }
        var size = box.size
        var extent = measurer.measure(box.text, size: size, weight: box.weight)
        if fits(extent) { return FittedText(box: box, drawn: box.text, size: size, extent: extent) }
        // Widths and heights grow about linearly with the size: jump close, then step down.
        let ratio = min(rect.width / max(extent.width, 1e-9), rect.height / max(extent.height, 1e-9))
        size = max(box.minimumSize, min(size - step, (size * ratio / step).rounded(.down) * step))
        while true {
            extent = measurer.measure(box.text, size: size, weight: box.weight)
            if fits(extent) { return FittedText(box: box, drawn: box.text, size: size, extent: extent) }
            if size <= box.minimumSize + 1e-9 { break }
            size = max(box.minimumSize, size - step)
        }
        if let shorter = box.shorter, shorter != box.text {
            var lean = box
            lean.text = shorter
            lean.shorter = nil
            let fitted = fit(lean, measurer: measurer)
            return FittedText(box: box, drawn: fitted.drawn, size: fitted.size, extent: fitted.extent)
        }
        // At the minimum and still too large: the longest prefix (whole characters) that fits
        // with the ellipsis; none at all when not even the ellipsis fits.
        let characters = Array(box.text)
        var low = 0
        var high = characters.count - 1
        var best: (String, TextExtent)?
        while low <= high {
            let middle = (low + high) / 2
            var prefix = String(characters[0 ..< middle])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            let candidate = prefix + ellipsis
            let candidateExtent = measurer.measure(candidate, size: size, weight: box.weight)
            if fits(candidateExtent) {
                best = (candidate, candidateExtent)
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        let (drawn, drawnExtent) = best ?? ("", TextExtent(width: 0, height: 0))
        return FittedText(box: box, drawn: drawn, size: size, extent: drawnExtent)
    }
}
