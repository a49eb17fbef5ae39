import Foundation
@testable import MycaCore

/// A fresh folder under /tmp for one test, removed when the value is deinitialized.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = NSTemporaryDirectory() + "myca-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
    }

    func file(_ name: String) -> String { path + "/" + name }

    func contents(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : file(name)).sorted()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
