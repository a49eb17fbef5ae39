import MycaCore

/// Runs `myca-wallet`, the program that signs passes with libcrypto: `myca` itself never
/// loads libcrypto or zlib.
enum WalletProgram {
    /// The signed output (the `.pkpass`, or the JWT) and the program's report.
    ///
    /// - Throws: the program's `WalletError` as a `DrawingFailure`; ``HelperProgramError``
    ///   when it is missing, lacks its libraries or fails without saying why.
    /// In a batch (`inBatch`) it runs in a process group of its own and the signals stay
    /// the batch's, as ``PressProgram`` runs Ghostscript there.
    static func sign(_ request: WalletRequest, environment: Environment, inBatch: Bool = false) throws -> ([UInt8], JSONValue) {
        let wallet = HelperProgram.wallet
        let program = try wallet.locate(environment: environment)
        let signing = {
            try PrivateFolder.withUnnamedFiles(wallet.name, files: ["request.json", "output", "report.json", "stderr"],
                                               environment: environment) { files in
                try FileSystem.writeAll(Array(request.json.serialized().utf8), to: files[0].descriptor, name: files[0].path)
                let handed: [Int32: Int32] = [3: files[0].descriptor, 4: files[1].descriptor, 5: files[2].descriptor, 2: files[3].descriptor]
                let status = try wallet.run(program, arguments: (3...5).map { "/proc/self/fd/\($0)" }, descriptors: handed,
                                                 environment: environment, ownGroup: inBatch)
                let report = try wallet.report(files[2], limit: 1 << 20, path: program, status: status, stderr: files[3])
                return (try files[1].contents(limit: 64 << 20), report)
            }
        }
        return inBatch ? try signing() : try HelperProgram.forwardingSignals(signing)
    }
}

/// The batch's signer: every row's pass signed with the same certificate, key, password
/// and WWDR files, by one `myca-wallet` a row.
struct WalletPassSigning: PassSigning {
    let certificate: String
    let key: String?
    let password: String?
    let intermediate: String
    let signingTime: Int64
    let archiveDate: Int64
    let environment: Environment

    func pkpass(_ pass: ApplePass) throws -> [UInt8] {
        let request = WalletRequest(.apple(.init(pass: pass, certificate: certificate, key: key, password: password,
                                                 intermediate: intermediate)),
                                    signingTime: signingTime, archiveDate: archiveDate)
        return try WalletProgram.sign(request, environment: environment, inBatch: true).0
    }
}
