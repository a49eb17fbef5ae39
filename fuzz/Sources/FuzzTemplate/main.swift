// SwiftPM renames an executable's `main`, so libFuzzer's own `main` cannot be the
// entry point: start libFuzzer's driver with the harness instead.
import FuzzDriver

LibFuzzer.run(fuzzTemplate)
