import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// What every program myca runs for a library it never loads itself (myca-draw, myca-nfc,
/// myca-wallet, myca-scan) shares: where it is found, how its report is read back, and how
/// a library the dynamic loader could not find shows in its stderr.
enum HelperProgram {
    /// `$variable` when set (when `checked`, only if it can be run), else `name` next to the
    /// running `myca`, else in `../lib/myca/` from it (`make install`).
    ///
    /// - Throws: `notFound` of the places looked in.
    static func locate<Failure: Error>(_ name: String, variable: String, environment: Environment, checked: Bool = true,
                                       notFound: ([String]) -> Failure) throws(Failure) -> String {
        if let path = environment[variable], !path.isEmpty {
            guard !checked || access(path, X_OK) == 0 else { throw notFound([path]) }
            return path
        }
        let folder = (try? FileSystem.realPath("/proc/self/exe")).map(FileSystem.directoryName(of:))
        let places = folder.map { [FileSystem.joinPath($0, name), FileSystem.joinPath(FileSystem.directoryName(of: $0), "lib/myca/" + name)] } ?? []
        guard let found = places.first(where: { access($0, X_OK) == 0 }) else { throw notFound(places) }
        return found
    }

    /// The JSON report `report` holds after the program ended with `status`.
    ///
    /// - Throws: the failure the program reported (a `DrawingFailure`, in the user's
    ///   language) when it failed and said why; else `failed` of its stderr, or of
    ///   "no report" when it succeeded without one.
    static func report(_ report: PrivateFolder.File, limit: Int, status: Int32, stderr: PrivateFolder.File,
                       failed: (String) -> any Error) throws -> JSONValue {
        let parsed = try? JSONValue.parse(report.contents(limit: limit))
        guard status == 0 else {
            if let parsed, let failure = try? DrawingFailure(json: parsed) { throw failure }
            throw failed(stderr.text)
        }
        guard let parsed else { throw failed("no report") }
        return parsed
    }

    /// The library the dynamic loader could not find, when `stderr` says that is why the
    /// program failed.
    static func missingLibrary(in stderr: String) -> String? {
        guard let range = stderr.firstRange(ofText: "error while loading shared libraries: ") else { return nil }
        return String(stderr[range.upperBound...].prefix { $0 != ":" })
    }
}
