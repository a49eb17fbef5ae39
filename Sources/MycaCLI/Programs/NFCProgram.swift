import MycaCore

/// Runs `myca-nfc`, the program that writes a tag through libnfc: `myca` itself never
/// loads libnfc or libusb.
enum NFCProgram {
    /// Writes `tlv` to the tag on the reader; the tag's serial number and the pages written.
    ///
    /// - Throws: the program's ``NFCError`` as a `DrawingFailure`; ``HelperProgramError``
    ///   when it is missing, lacks libnfc or fails without saying why.
    static func write(_ tlv: [UInt8], environment: Environment) throws -> (uid: String, pages: Int) {
        let nfc = HelperProgram.nfc
        let path = try nfc.locate(environment: environment)
        // The tag's bytes go over as descriptors with no name left on disk.
        return try nfc.exchange(path, inputs: [("tlv", tlv)], outputs: ["report.json"], environment: environment,
                                arguments: { $0 }) { status, files, stderr in
            let report = try nfc.report(files[0], limit: 1 << 20, path: path, status: status, stderr: stderr)
            guard let uid = report["uid"]?.stringValue, let pages = report["pages"]?.intValue else {
                throw nfc.failure(path, status: status, stderr: "no report")
            }
            return (uid, pages)
        }
    }
}
