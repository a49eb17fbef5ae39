// What an Android scanner app makes of a QR code: ZXing's decoder and its ResultParser
// (Debian libzxing-core-java), used by the MycaCore and end-to-end tests.
//
//   java -cp /usr/share/java/core.jar Tests/Tools/ZXingParse.java FILE.png...
//
// Decodes the code the way ZXing's Android app does (no character set hint: without an
// ECI header ZXing guesses the encoding of 8-bit data), then prints, after a "file<TAB>PATH"
// line for each image, one "key<TAB>value" line per value, backslash, tab, CR and newline
// written as \\, \t, \r and \n:
//   text        the decoded text
//   type        the parsed result type (ADDRESSBOOK, URI, TEXT, …)
// and for an address book: name, nickname, pronunciation, tel, tel-type, email, adr, org,
// title, url, birthday, note (repeated keys in order). An image without a code gets an
// "error<TAB>…" line; the exit status is then 1.
import com.google.zxing.*;
import com.google.zxing.client.result.*;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.*;
import javax.imageio.ImageIO;

public class ZXingParse {
    public static void main(String[] args) throws Exception {
        boolean failed = false;
        for (String file : args) {
            print("file", file);
            try {
                parse(file);
            } catch (Exception e) {
                print("error", e.getClass().getSimpleName() + " " + e.getMessage());
                failed = true;
            }
        }
        System.exit(failed ? 1 : 0);
    }

    static void parse(String file) throws Exception {
        BufferedImage image = ImageIO.read(new File(file));
        if (image == null) throw new IOException("not an image");
        int w = image.getWidth(), h = image.getHeight();
        int[] pixels = image.getRGB(0, 0, w, h, null, 0, w);
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(w, h, pixels)));
        Map<DecodeHintType, Object> hints = new EnumMap<>(DecodeHintType.class);
        hints.put(DecodeHintType.TRY_HARDER, Boolean.TRUE);
        Result result = new QRCodeReader().decode(bitmap, hints);
        print("text", result.getText());
        ParsedResult parsed = ResultParser.parseResult(result);
        print("type", parsed.getType().toString());
        if (parsed instanceof AddressBookParsedResult) {
            AddressBookParsedResult a = (AddressBookParsedResult) parsed;
            each("name", a.getNames());
            each("nickname", a.getNicknames());
            if (a.getPronunciation() != null) print("pronunciation", a.getPronunciation());
            each("tel", a.getPhoneNumbers());
            each("tel-type", a.getPhoneTypes());
            each("email", a.getEmails());
            each("adr", a.getAddresses());
            if (a.getOrg() != null) print("org", a.getOrg());
            if (a.getTitle() != null) print("title", a.getTitle());
            each("url", a.getURLs());
            if (a.getBirthday() != null) print("birthday", a.getBirthday());
            if (a.getNote() != null) print("note", a.getNote());
        } else if (parsed instanceof URIParsedResult) {
            print("url", ((URIParsedResult) parsed).getURI());
        }
    }

    static void each(String key, String[] values) {
        if (values == null) return;
        for (String v : values) print(key, v == null ? "" : v);
    }

    static void print(String key, String value) {
        StringBuilder out = new StringBuilder(key).append('\t');
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\': out.append("\\\\"); break;
                case '\t': out.append("\\t"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                default: out.append(c);
            }
        }
        System.out.println(out);
    }
}
