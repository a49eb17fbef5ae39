// myca-wallet: signs a wallet pass with the user's keys, through OpenSSL's libcrypto, and
// zips an Apple pass with zlib.
//
// A separate executable, as myca-draw is for cairo: libcrypto and zlib are loaded only by
// `myca wallet`, never by myca's other commands. It reads the certificate, key and
// password files itself, so no secret passes through myca or an argument.
//
// Usage (not for people): myca-wallet REQUEST.json OUTPUT REPORT.json
// Exit 0 with the .pkpass or the JWT in OUTPUT and REPORT saying what was signed, or 1
// with the error on stderr and, as a DrawingFailure, in REPORT.
import MycaCore
import MycaProgramMain

ProgramMain.run("myca-wallet", usage: "myca-wallet REQUEST.json OUTPUT REPORT.json (run by 'myca wallet')", arguments: 3...3,
                report: 3) { arguments in
    let request = try WalletRequest(json: JSONValue.parse(FileSystem.readFile(arguments[1], limit: 64 << 20)))
    var report = JSONObject()
    switch request.kind {
    case let .apple(pass, files):
        let signed = try WalletSigning.pkpass(pass, files: files, signingTime: request.signingTime, archiveDate: request.archiveDate)
        try FileSystem.writeInPlace(signed.archive, to: arguments[2])
        report["passTypeIdentifier"] = .string(signed.passType)
        report["teamIdentifier"] = .string(signed.team)
        report["bytes"] = .integer(signed.archive.count)
    case let .google(pass, serviceAccount):
        let jwt = try WalletSigning.jwt(pass, serviceAccount: serviceAccount)
        try FileSystem.writeInPlace(Array(jwt.utf8), to: arguments[2])
        report["bytes"] = .integer(jwt.utf8.count)
    }
    try FileSystem.writeInPlace(Array(JSONValue.object(report).serialized().utf8), to: arguments[3])
}
