// myca-nfc: writes a card's NDEF message to the NFC tag on a reader, through libnfc.
//
// A separate executable, as myca-draw is for cairo: libnfc and libusb are loaded only by
// `myca nfc --write`, never by myca's other commands.
//
// Usage (not for people): myca-nfc TLV REPORT.json
// Exit 0 with REPORT holding the tag's serial number and the pages written, or 1 with the
// error on stderr and, as a DrawingFailure, in REPORT.
import CPrctl
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

func fail(_ error: any MycaError, report: String) -> Never {
    DrawingFailure.report(error, by: "myca-nfc", to: report)
    exit(1)
}

// Nobody waits for a tag once the myca that asked is gone.
_ = myca_set_parent_death_signal(SIGKILL)
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    let text = "usage: myca-nfc TLV REPORT.json (run by 'myca nfc --write')\n"
    text.withCString { _ = write(2, $0, strlen($0)) }
    exit(2)
}
do {
    let tlv = try FileSystem.readFile(arguments[1], limit: 1 << 16)
    let written = try NFCWrite.write(tlv)
    var report = JSONObject()
    report["uid"] = .string(written.uid)
    report["pages"] = .integer(written.pages)
    try FileSystem.writeInPlace(Array(JSONValue.object(report).serialized().utf8), to: arguments[2])
} catch {
    fail(UnexpectedFailure.described(error), report: arguments[2])
}
exit(0)
