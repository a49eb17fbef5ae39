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
        return try HelperProgram.forwardingSignals {
            // The tag's bytes go over as descriptors with no name left on disk.
            try PrivateFolder.withUnnamedFiles(nfc.name, files: ["tlv", "report.json", "stderr"], environment: environment) { files in
                try FileSystem.writeAll(tlv, to: files[0].descriptor, name: files[0].path)
                let handed: [Int32: Int32] = [3: files[0].descriptor, 4: files[1].descriptor, 2: files[2].descriptor]
                let status = try nfc.run(path, arguments: ["/proc/self/fd/3", "/proc/self/fd/4"], descriptors: handed,
                                         environment: environment)
                let report = try nfc.report(files[1], limit: 1 << 20, path: path, status: status, stderr: files[2])
                guard let uid = report["uid"]?.stringValue, let pages = report["pages"]?.intValue else {
                    throw nfc.failure(path, status: status, stderr: "no report")
                }
                return (uid, pages)
            }
        }
    }
}
