import MycaCLI
#if canImport(Glibc)
import Glibc
#endif

exit(await MycaCLI.main())
