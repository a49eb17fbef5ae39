import Foundation

/// A fresh folder under the system temporary folder for one test, removed with everything
/// in it when the value is deinitialized: the one temporary-directory helper of the tests.
///
/// Keep the value in a local for as long as the folder is used (`let dir = try
/// TemporaryDirectory()`): Swift's lexical lifetimes keep it alive to the end of the scope,
/// so a test may hand `dir.path` to a child process and still find the folder there.
package final class TemporaryDirectory {
    /// The folder's absolute path.
    package let path: String

    /// Creates the folder, named after `label` so a leftover one says which test made it.
    package init(_ label: String = "myca-test") throws {
        path = NSTemporaryDirectory() + "\(label)-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The absolute path of `name` (a relative path) inside the folder.
    package func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` (creating folders); returns the absolute path.
    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `name` (creating folders); returns the absolute path.
    @discardableResult
    package func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = file(name)
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
        return file
    }

    /// The bytes of `name` inside the folder.
    package func read(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: file(name))))
    }

    /// The names in the folder `name` (the folder itself when empty), sorted.
    package func contents(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : file(name)).sorted()
    }
}
