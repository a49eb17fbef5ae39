import MycaCLI
#if canImport(Glibc)
import Glibc
#endif

exit(MycaCLI.main(Array(CommandLine.arguments.dropFirst())))
