import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// Where the parts of an installed myca are, from the folder of the running `myca`: the one
/// statement of the layout `make install` writes (`PREFIX/bin/myca`, its programs in
/// `PREFIX/lib/myca`, data in `PREFIX/share`) and that a development build has
/// (`.build/TRIPLE/debug/myca`, its programs beside it, data in `.build/share`).
enum Installation {
    /// The folder of the running executable, symbolic links resolved; nil when the
    /// system does not say.
    static var executableFolder: String? {
        (try? FileSystem.realPath("/proc/self/exe")).map(FileSystem.directoryName(of:))
    }

    /// Where a program of myca's named `name` may be, in the order looked in: beside
    /// `myca`, then `../lib/myca/` from it.
    static func programPlaces(_ name: String) -> [String] {
        guard let folder = executableFolder else { return [] }
        return [FileSystem.joinPath(folder, name), FileSystem.joinPath(FileSystem.directoryName(of: folder), "lib/myca/" + name)]
    }

    /// Where shared data at `path` (below `share`) may be, in the order looked in: beside
    /// the installation's `bin` (`PREFIX/share/…`), then a development build's
    /// `.build/share/…`.
    static func dataPlaces(_ path: String) -> [String] {
        guard let folder = executableFolder else { return [] }
        let parent = FileSystem.directoryName(of: folder)
        return [FileSystem.joinPath(parent, "share/" + path),
                FileSystem.joinPath(FileSystem.directoryName(of: parent), "share/" + path)]
    }
}
