import Foundation

/// The output conditions' CMYK profiles a press PDF embeds, which `make` builds into
/// `.build/share/myca/icc` (where a myca in `.build/CONFIG/` finds them): made there by
/// `scripts/icc-profiles` when a plain `swift test` runs before any `make`.
package enum ICCProfiles {
    /// The folder the development build reads the profiles from.
    package static var folder: String { MycaProcess.packageRoot + "/.build/share/myca/icc" }

    /// The script that makes them.
    package static var script: String { MycaProcess.packageRoot + "/scripts/icc-profiles" }

    /// Makes the profiles missing from ``folder``, once a test run; the script's output on failure.
    package static let ready: Result<String, ProfileError> = {
        do {
            let made = try ToolProcess.run("/bin/sh", [script, folder])
            guard made.status == 0 else { return .failure(ProfileError(text: made.err)) }
            return .success(folder)
        } catch {
            return .failure(ProfileError(text: "\(error)"))
        }
    }()

    /// The bytes of the profile `file` (`FOGRA39.icc`), made first when missing.
    package static func bytes(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: try ready.get() + "/" + file)))
    }

    /// Why the profiles could not be made.
    package struct ProfileError: Error, CustomStringConvertible, Sendable {
        package var text: String
        package var description: String { "scripts/icc-profiles: " + text }
    }
}
