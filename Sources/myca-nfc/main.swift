// myca-nfc: writes a card's NDEF message to the NFC tag on a reader, through libnfc.
//
// A separate executable, as myca-draw is for cairo: libnfc and libusb are loaded only by
// `myca nfc --write`, never by myca's other commands.
//
// Usage (not for people): myca-nfc TLV REPORT.json
// Exit 0 with REPORT holding the tag's serial number and the pages written, or 1 with the
// error on stderr and, as a DrawingFailure, in REPORT.
import MycaCore
import MycaProgramMain

ProgramMain.run("myca-nfc", usage: "myca-nfc TLV REPORT.json (run by 'myca nfc --write')", arguments: 2...2, report: 2) { arguments in
    let tlv = try FileSystem.readFile(arguments[1], limit: 1 << 16)
    let written = try NFCWrite.write(tlv)
    var report = JSONObject()
    report["uid"] = .string(written.uid)
    report["pages"] = .integer(written.pages)
    try FileSystem.writeInPlace(Array(JSONValue.object(report).serialized().utf8), to: arguments[2])
}
