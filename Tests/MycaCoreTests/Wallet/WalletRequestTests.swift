import Foundation
@testable import MycaCore
import Testing

@Suite struct WalletRequestTests {
    static func apple(key: String? = "/k/pass.key", password: String? = nil) throws -> WalletRequest {
        let pass = ApplePass(card: try Profile.sample.snapshot(), payload: Array("MECARD:;".utf8), style: .classic,
                             issuer: ApplePassTests.issuer)
        return WalletRequest(.apple(pass.adding([("logo.png", [0, 1, 0xFF])]),
                                    .init(certificate: "/k/pass.pem", key: key, password: password, intermediate: "/k/wwdr.pem")),
                             signingTime: 1_700_000_000, archiveDate: 1_600_000_000)
    }

    static func google() throws -> WalletRequest {
        WalletRequest(.google(try GoogleWalletPassTests.pass(), serviceAccount: "/k/account.json"),
                      signingTime: 1_700_000_000, archiveDate: 1_700_000_000)
    }

    @Test("an Apple request comes back from its JSON whole: the pass, its images' bytes, the files and the dates")
    func appleRoundTrip() throws {
        for request in [try Self.apple(), try Self.apple(key: nil, password: "/k/password.txt")] {
            let json = try JSONValue.parse(request.json.serialized())
            #expect(try WalletRequest(json: json) == request)
        }
    }

    @Test("a Google request comes back from its JSON whole: the claims and the service account file")
    func googleRoundTrip() throws {
        let request = try Self.google()
        #expect(try WalletRequest(json: try JSONValue.parse(request.json.serialized())) == request)
    }

    @Test("the request names the files holding secrets and holds none itself; a key or password not given is not in it")
    func namesFilesOnly() throws {
        let json = try Self.apple(key: nil).json
        #expect(json["certificate"]?.stringValue == "/k/pass.pem")
        #expect(json["intermediate"]?.stringValue == "/k/wwdr.pem")
        #expect(json["key"] == nil && json["password"] == nil)
        #expect(json["images"]?[3]?["bytes"]?.stringValue == "AAH/")
    }

    @Test("a request missing a member, of no kind or with an image not in Base64 is refused, naming what is wrong",
          arguments: [("signingTime", "wallet request dates"), ("kind", "wallet request kind"), ("certificate", "wallet request"),
                      ("intermediate", "wallet request"), ("pass", "wallet request")])
    func missingMember(member: String, named: String) throws {
        guard case var .object(object) = try Self.apple().json else { Issue.record("not an object"); return }
        object[member] = nil
        #expect(throws: DrawingCodecError(named)) { try WalletRequest(json: .object(object)) }
    }

    @Test("an image whose bytes are not Base64 is refused as the wallet image")
    func badImage() throws {
        let text = try Self.apple().json.serialized().replacingOccurrences(of: "\"AAH/\"", with: "\"%%%\"")
        #expect(throws: DrawingCodecError("wallet image")) { try WalletRequest(json: try JSONValue.parse(text)) }
        guard case var .object(object) = try Self.google().json else { Issue.record("not an object"); return }
        object["serviceAccount"] = nil
        #expect(throws: DrawingCodecError("wallet request")) { try WalletRequest(json: .object(object)) }
    }
}
