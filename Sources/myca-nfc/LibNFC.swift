import CNFC
import MycaCore

/// An NFC Forum Type 2 tag (NTAG21x) on the first reader libnfc opens: its capability
/// container read, pages written and read back. Every libnfc pointer stays in here.
final class LibNFC {
    private let context: OpaquePointer
    private let device: OpaquePointer
    /// The tag's serial number (UID), in hex.
    private(set) var uid = ""

    /// Opens the first reader and selects the tag on it.
    ///
    /// - Throws: ``NFCError/noReader`` or ``NFCError/noTag``; ``NFCError/reader(step:detail:)``.
    init() throws(NFCError) {
        var context: OpaquePointer?
        nfc_init(&context)
        guard let context else { throw .reader(step: "nfc_init", detail: "out of memory") }
        guard let device = nfc_open(context, nil) else {
            nfc_exit(context)
            throw .noReader
        }
        self.context = context
        self.device = device
        guard nfc_initiator_init(device) >= 0 else { throw failure("nfc_initiator_init") }
        // One try to find a tag, not a wait for one; libnfc's easy framing adds the CRCs.
        _ = nfc_device_set_property_bool(device, NP_INFINITE_SELECT, false)
        _ = nfc_device_set_property_bool(device, NP_EASY_FRAMING, true)
        var target = nfc_target()
        let modulation = nfc_modulation(nmt: NMT_ISO14443A, nbr: NBR_106)
        guard nfc_initiator_select_passive_target(device, modulation, nil, 0, &target) > 0 else { throw .noTag }
        let info = target.nti.nai
        uid = withUnsafeBytes(of: info.abtUid) { bytes in
            bytes.prefix(info.szUidLen).map { NFCWrite.hex($0) }.joinedText()
        }
    }

    deinit {
        nfc_close(device)
        nfc_exit(context)
    }

    /// The libnfc error of `step`, in its words.
    private func failure(_ step: String) -> NFCError {
        .reader(step: step, detail: nfc_strerror(device).map { String(cString: $0) } ?? "unknown error")
    }

    /// The 16 bytes of pages `page` to `page + 3` (READ, 0x30).
    func read(page: Int) throws(NFCError) -> [UInt8] {
        let command: [UInt8] = [0x30, UInt8(page)]
        var answer = [UInt8](repeating: 0, count: 18)
        let count = nfc_initiator_transceive_bytes(device, command, command.count, &answer, answer.count, -1)
        // A PC/SC reader adds the two status bytes.
        guard count == 16 || count == 18 else { throw failure("reading page \(page)") }
        return Array(answer.prefix(16))
    }

    /// Writes four bytes to `page` (COMPATIBILITY WRITE, 0xA0, which every Type 2 tag and
    /// reader takes: 16 bytes sent, the first four written).
    func write(page: Int, _ bytes: ArraySlice<UInt8>) throws(NFCError) {
        var command: [UInt8] = [0xA0, UInt8(page)] + bytes + [UInt8](repeating: 0, count: 16 - bytes.count)
        var answer = [UInt8](repeating: 0, count: 2)
        guard nfc_initiator_transceive_bytes(device, &command, command.count, &answer, answer.count, -1) >= 0 else {
            throw failure("writing page \(page)")
        }
    }
}
