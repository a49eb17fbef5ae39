@testable import MycaCore
import Testing

@Suite struct WalletErrorTests {
    static let errors: [WalletError] = [
        .readableByOthers(file: "/k/pass.key", mode: 0o100644), .notCertificate(file: "/k/a.pem"), .notKey(file: "/k/a.key"),
        .notBundle(file: "/k/a.p12"), .wrongPassword(file: "/k/a.p12"), .expired(file: "/k/a.p12", date: "2021-01-01"),
        .notYetValid(file: "/k/a.p12", date: "2031-01-01"), .notPassCertificate(file: "/k/a.pem"),
        .keyMismatch(certificate: "/k/a.pem", key: "/k/b.key"), .missingKey(certificate: "/k/a.pem"),
        .notIssuer(intermediate: "/k/wwdr.pem", certificate: "/k/a.pem"), .missingIdentifier(.passType), .missingIdentifier(.team),
        .identifierMismatch(.passType, given: "pass.x", certificate: "pass.y", file: "/k/a.pem"),
        .identifierMismatch(.team, given: "T1", certificate: "T2", file: "/k/a.pem"),
        .notServiceAccount(file: "/k/account.json", member: "client_email"), .library(step: "PKCS7_sign", detail: "no memory"),
    ]

    @Test("every error about a file names it and says what to do; only the library's own failure has no hint")
    func namesTheFileWithAHint() {
        for error in Self.errors {
            let message = error.messageText.english
            if case .library = error {
                #expect(error.hintText == nil)
                continue
            }
            #expect(error.hintText != nil, "\(message)")
            switch error {
            case .missingIdentifier: #expect(message.contains("identifier"))
            default: #expect(message.contains("/k/"), "\(message)")
            }
        }
    }

    @Test("a file readable by others is told with its permissions as chmod writes them, and the chmod that mends it")
    func readableByOthers() throws {
        let error = WalletError.readableByOthers(file: "/k/pass.key", mode: 0o100644)
        #expect(error.messageText.english == "/k/pass.key holds a secret and can be read by others (mode 644)")
        #expect(error.hintText?.english == "make it yours alone: chmod 600 /k/pass.key")
        #expect(WalletError.octal(0o100640) == "640")
    }
}
