import Testing
@testable import MycaCore

/// Where values break when they do not fit a line: each kind at its natural points, the
/// fewest lines, the widest as narrow as can be.
@Suite struct LineBreakerTests {
    /// Every character one unit wide: widths are character counts.
    func lines(_ text: String, _ kind: LineBreaker.Kind, width: Double, maximumLines: Int = .max) -> [String]? {
        LineBreaker.lines(text, kind: kind, advances: Array(repeating: 1, count: text.count), width: width,
                          maximumLines: maximumLines)
    }

    @Test func aValueThatFitsStaysWhole() {
        #expect(lines("Ann Lee", .name, width: 7) == ["Ann Lee"])
    }

    @Test func proseBreaksBetweenWordsIntoTheFewestEvenLines() {
        // Filling each line would give "Angewandte Informatik und" / "Verteilte Systeme";
        // three lines whose widest is narrowest.
        let title = "Lehrstuhlinhaber für Angewandte Informatik und Verteilte Systeme"
        let broken = lines(title, .prose, width: 28)
        #expect(broken == ["Lehrstuhlinhaber für", "Angewandte Informatik", "und Verteilte Systeme"])
        #expect(broken?.joined(separator: " ") == title)
    }

    @Test func anEmailBreaksAfterItsAtSignFirst() {
        let email = "maximilian.vonschwarzenberg@informatik.rwth-aachen.de"
        #expect(lines(email, .email, width: 30) == ["maximilian.vonschwarzenberg@", "informatik.rwth-aachen.de"])
        // A local part too long for a line breaks before a dot too, and nothing is lost.
        let narrow = lines(email, .email, width: 20)
        #expect(narrow?.joined() == email)
        #expect(narrow?.allSatisfy { $0.count <= 20 } == true)
        #expect(narrow?.dropFirst().allSatisfy { $0.first.map { ".-_@".contains($0) } == true || $0.hasPrefix("informatik") } == true)
    }

    @Test func aWebAddressBreaksAfterSlashesBeforeDots() {
        let url = "informatik.rwth-aachen.de/lehrstuhl/verteilte-systeme/team/schwarzenberg"
        let broken = lines(url, .web, width: 36)
        #expect(broken?.joined() == url)
        #expect(broken?.dropLast().allSatisfy { $0.hasSuffix("/") } == true)
        #expect(lines("lumen.example/people/jordan.morgan0", .web, width: 20) == ["lumen.example/", "people/", "jordan.morgan0"])
    }

    @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingMarks() {
        let org = "株式会社グローバルテクノロジーソリューションズ東京本社"
        let broken = lines(org, .prose, width: 14)
        #expect(broken?.joined() == org)
        #expect(broken?.count == 2)
        for line in broken?.dropFirst() ?? [] { #expect(!LineBreaker.noLineStart.contains(line.first!)) }
        // 「 never ends a line and 」 never starts one.
        for line in lines("東京「渋谷」本社ビル", .prose, width: 3) ?? [] {
            #expect(line.last != "「")
            #expect(line.first != "」")
        }
        // Digits stay with the characters around them.
        #expect(lines("道玄坂1丁目12番", .prose, width: 6)?.contains { $0.hasPrefix("2") } != true)
    }

    @Test func aNameKeepsItsCompoundPartsTogether() {
        #expect(lines("عبد الله بن محمد", .name, width: 10) == ["عبد الله", "بن محمد"])
        #expect(lines("Maximilian von Schwarzenberg", .name, width: 18) == ["Maximilian", "von Schwarzenberg"])
        // A Japanese name breaks between its characters only when its parts do not fit.
        #expect(lines("佐藤 花子", .name, width: 3) == ["佐藤", "花子"])
        #expect(lines("勅使河原三郎", .name, width: 3)?.joined() == "勅使河原三郎")
        // A hyphenated part breaks only after its hyphen.
        #expect(lines("Anna Müller-Lüdenscheidt", .name, width: 12) == ["Anna Müller-", "Lüdenscheidt"])
    }

    @Test func aPartWiderThanTheLineIsNoFit() {
        #expect(lines("Donaudampfschifffahrtskapitän", .prose, width: 10) == nil)
        #expect(lines("a b c d", .prose, width: 1, maximumLines: 3) == nil)
        #expect(lines("+49 241 80 21501", .phone, width: 10)?.allSatisfy { $0.count <= 10 } == true)
    }
}
