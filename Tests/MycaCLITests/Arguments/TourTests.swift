import MycaCLI
import MycaTestSupport
import Testing

/// The tour is written twice, for the two places people read it: the man page's EXAMPLES
/// (from `Tour`) and README.md's "A tour". They say the same.
@Suite struct TourTests {
    @Test func readmeTourIsTheManPagesExamples() throws {
        let readme = ReadmeTour.steps(readme: try ReadmeTour.readme())
        let declared = Tour.steps.map { ReadmeTour.Step(command: $0.command, comment: $0.explanation) }
        #expect(readme == declared)
    }
}
