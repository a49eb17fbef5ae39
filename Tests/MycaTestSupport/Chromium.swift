import Foundation
import MycaCore

/// Headless Chromium (Debian's `chromium`) on a local HTML file: screenshots, the DOM after
/// scripts ran, and the requests the page made, for the web page tests.
///
/// Every run gets a fresh profile folder and has nowhere to go: host names resolve to
/// nothing and the proxy is a closed port on the loopback address. The browser's own
/// background requests (updates, time) are in the network log too; ``pageRequests(_:)``
/// keeps the ones the page made (their network isolation key is the file's site).
package enum Chromium {
    package static let path = "/usr/bin/chromium"

    static let isolated = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-default-apps", "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=http://127.0.0.1:9",
    ]

    /// Runs chromium with `arguments` then the file's URL; its stdout.
    static func run(_ file: String, _ arguments: [String]) throws -> String {
        let profile = try TemporaryDirectory("myca-chromium")
        let result = try ToolProcess.run(
            path, isolated + ["--user-data-dir=" + profile.path] + arguments + ["file://" + file])
        guard result.status == 0 else { throw ToolFailure("chromium \(arguments): \(result.err)") }
        return result.out
    }

    /// A PNG of the first `width`×`height` CSS pixels of the page (device scale 1), in the
    /// light or the dark colour scheme.
    package static func screenshot(_ file: String, width: Int, height: Int, dark: Bool) throws -> [UInt8] {
        let out = try TemporaryDirectory("myca-shot")
        let png = out.file("shot.png")
        _ = try run(file, ["--window-size=\(width),\(height)", "--force-device-scale-factor=1",
                           "--screenshot=" + png] + (dark ? ["--force-dark-mode"] : []))
        return try out.read("shot.png")
    }

    /// The DOM as serialized after the page loaded and its scripts (if any) ran.
    package static func dumpDOM(_ file: String) throws -> String {
        try run(file, ["--dump-dom"])
    }

    /// The URLs of the requests the page itself started while loading, from the network log.
    package static func pageRequests(_ file: String) throws -> [String] {
        let out = try TemporaryDirectory("myca-netlog")
        _ = try run(file, ["--log-net-log=" + out.file("net.json"), "--screenshot=" + out.file("shot.png"),
                           "--window-size=1280,800"])
        let log = try JSONValue.parse(try out.read("net.json"), maxBytes: 256 << 20)
        guard let types = log["constants"]?["logEventTypes"]?.objectValue,
              let start = types.first(where: { $0.key == "URL_REQUEST_START_JOB" })?.value.intValue,
              let events = log["events"]?.arrayValue
        else { throw ToolFailure("chromium wrote a network log without the expected fields") }
        return events.compactMap { event in
            guard event["type"]?.intValue == start, let params = event["params"],
                  params["network_isolation_key"]?.stringValue?.hasPrefix("file://") == true
            else { return nil }
            return params["url"]?.stringValue
        }
    }
}

/// A test tool that did not do its job.
package struct ToolFailure: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
