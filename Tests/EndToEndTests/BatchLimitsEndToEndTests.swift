import Foundation
import MycaTestSupport
import Testing

/// `myca batch` against absurd --jobs and against signals while a row is stuck in a read.
/// Each script runs myca under `timeout -s KILL` with a generous bound, so a regression
/// fails the test (status 137) instead of hanging the suite.
@Suite("batch limits (binary)")
struct BatchLimitsEndToEndTests {
    @Test("--jobs 100000 is capped to what can help, says so, and writes every file")
    func jobsCeiling() throws {
        let home = try TemporaryDirectory("myca-jobs")
        let r = try HardeningEndToEndTests.shell("""
            cd "$MYCA_HOME" && printf 'name\\nAnn\\nBob\\nCy\\n' > rows.csv
            timeout -s KILL 60 "$MYCA" batch rows.csv --jobs 100000 -o out; rc=$?
            echo "rc=$rc files=$(ls out | wc -l)"
            """, home: home.path)
        #expect(r.out.contains("rc=0 files=3"), "\(r.out) \(r.err)")
        #expect(r.err.contains("--jobs 100000 is more than can help; using 3"), "\(r.err)")
    }

    @Test("SIGTERM ends a batch whose input is a FIFO nobody writes to, with 143")
    func sigtermOnFIFO() throws {
        let home = try TemporaryDirectory("myca-fifo")
        let r = try HardeningEndToEndTests.shell("""
            cd "$MYCA_HOME" && mkfifo rows.csv
            timeout -s KILL 10 "$MYCA" batch rows.csv -o out & p=$!
            sleep 1; kill -TERM $p
            wait $p; rc=$?
            echo "rc=$rc"
            """, home: home.path)
        #expect(r.out.contains("rc=143"), "\(r.out) \(r.err)")
        #expect(r.err.contains("interrupted"), "\(r.err)")
    }

    @Test("two SIGINTs end a batch whose row is stuck in a stalled pipe, with 130")
    func twoInterrupts() throws {
        let home = try TemporaryDirectory("myca-sigint")
        let r = try HardeningEndToEndTests.shell("""
            cd "$MYCA_HOME" && mkfifo in
            ( printf 'name\\nAnn\\n'; exec sleep 100 ) > in 2>/dev/null & s=$!
            timeout -s KILL 30 "$MYCA" batch - -o out < in & p=$!
            sleep 1; kill -INT $p; sleep 0.2; kill -INT $p
            wait $p; rc=$?; kill $s 2>/dev/null
            echo "rc=$rc"
            """, home: home.path)
        #expect(r.out.contains("rc=130"), "\(r.out) \(r.err)")
        #expect(r.err.contains("interrupted"), "\(r.err)")
    }
}
