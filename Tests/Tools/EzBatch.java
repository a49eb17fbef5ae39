// ez-vcard over many files in one JVM, for the corpus interop tests.
//
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar \
//        Tests/Tools/EzBatch.java VERSION|- LISTFILE
//
// LISTFILE names one vCard file a line. For every card of every file prints
//   CARD FILE#N
//   WARN parse: ...            (ez-vcard's parse warnings)
//   WARN validate: ...         (validate(VERSION) warnings; none when VERSION is "-")
//   WARN version X             (the card says another version than VERSION)
// then one line per core field, `NAME=value`, in the card's order per property:
// FN N ORG TITLE EMAIL TEL URL (and X-URL) ADR NOTE PHOTO. Values are printed with `\` `\n` `\r`
// escaped; list items of a structured value are joined with `,` and components with
// `;`, each item escaping `\` `,` `;`. A PHOTO prints its byte count (or its URL).
// Exits 2 when a file cannot be read, 0 otherwise: the caller judges the output.
//
// ez-vcard reads a stream as UTF-8 (or the charset it is told): turning a file's bytes into
// text is left to the caller, so this tool does what a caller must for real files before
// ez-vcard sees them: UTF-16 by its BOM or its zero bytes, a UTF-8 BOM dropped, and a file
// that is not UTF-8 read in the first non-UTF-8 CHARSET it declares (windows-1252 when it
// declares none). Quoted-printable values are still decoded by ez-vcard with their own
// CHARSET parameter.
import ezvcard.*;
import ezvcard.io.text.VCardReader;
import ezvcard.parameter.*;
import ezvcard.property.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

public class EzBatch {
    public static void main(String[] args) throws Exception {
        VCardVersion version = args[0].equals("-") ? null : VCardVersion.valueOfByStr(args[0]);
        List<String> files = Files.readAllLines(Paths.get(args[1]), StandardCharsets.UTF_8);
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false, "UTF-8");
        for (String file : files) {
            if (file.isEmpty()) continue;
            // vinnie 2.0.2 finds no card after blank lines at the start of a file: drop them.
            String text = decode(Files.readAllBytes(Paths.get(file))).replaceFirst("^[\\r\\n]+", "");
            try (VCardReader reader = new VCardReader(text)) {
                VCard card;
                int n = 0;
                while ((card = reader.readNext()) != null) {
                    n++;
                    out.println("CARD " + file + "#" + n);
                    for (Object w : reader.getWarnings()) out.println("WARN parse: " + oneLine(String.valueOf(w)));
                    if (version != null) {
                        if (card.getVersion() != version) out.println("WARN version " + card.getVersion());
                        ValidationWarnings vw = card.validate(version);
                        for (Map.Entry<VCardProperty, List<ValidationWarning>> e : vw) {
                            String name = e.getKey() == null ? "card" : e.getKey().getClass().getSimpleName();
                            for (ValidationWarning w : e.getValue()) {
                                if (version == VCardVersion.V3_0 && customaryEmailType(e.getKey(), w)) continue;
                                out.println("WARN validate: " + name + ": " + oneLine(String.valueOf(w)));
                            }
                        }
                    }
                    dump(out, card);
                }
                if (n == 0) out.println("NOCARD " + file);
            } catch (IOException e) {
                out.flush();
                System.err.println(file + ": " + e);
                System.exit(2);
            }
        }
        out.flush();
    }

    static String decode(byte[] b) {
        int n = b.length;
        if (n >= 2 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE) return new String(b, 2, n - 2, StandardCharsets.UTF_16LE);
        if (n >= 2 && (b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF) return new String(b, 2, n - 2, StandardCharsets.UTF_16BE);
        int evenZeros = 0, oddZeros = 0;
        for (int i = 0; i < Math.min(n, 4096); i++) if (b[i] == 0) { if (i % 2 == 0) evenZeros++; else oddZeros++; }
        if (evenZeros + oddZeros > Math.min(n, 4096) / 4) {
            return new String(b, evenZeros > oddZeros ? StandardCharsets.UTF_16BE : StandardCharsets.UTF_16LE);
        }
        int start = n >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF ? 3 : 0;
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(b, start, n - start)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            // A fold may split a UTF-8 sequence (RFC 6350 3.2 allows it; decoding comes
            // after unfolding): if the unfolded bytes are UTF-8, read those.
            java.io.ByteArrayOutputStream unfolded = new java.io.ByteArrayOutputStream();
            for (int i = start; i < n; i++) {
                int skip = b[i] == '\r' && i + 1 < n && b[i + 1] == '\n' ? 2 : (b[i] == '\n' ? 1 : 0);
                if (skip > 0 && i + skip < n && (b[i + skip] == ' ' || b[i + skip] == '\t')) { i += skip; continue; }
                unfolded.write(b[i]);
            }
            try {
                return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(unfolded.toByteArray())).toString();
            } catch (java.nio.charset.CharacterCodingException notUnfolded) { }
            String ascii = new String(b, StandardCharsets.ISO_8859_1);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)CHARSET=\"?([A-Za-z0-9_.-]+)").matcher(ascii);
            while (m.find()) {
                String cs = m.group(1);
                if (cs.equalsIgnoreCase("UTF-8") || cs.equalsIgnoreCase("UTF8") || !java.nio.charset.Charset.isSupported(cs)) continue;
                return new String(b, start, n - start, java.nio.charset.Charset.forName(cs));
            }
            return new String(b, start, n - start, java.nio.charset.Charset.forName("windows-1252"));
        }
    }

    static String oneLine(String s) { return s.replace('\r', ' ').replace('\n', ' '); }

    static String esc(String s) {
        if (s == null) return "";
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '\\') b.append("\\\\");
            else if (c == '\n') b.append("\\n");
            else if (c == '\r') b.append("\\r");
            else b.append(c);
        }
        return b.toString();
    }

    static String item(String s) { return esc(s).replace(",", "\\,").replace(";", "\\;"); }

    static String list(List<String> items) {
        StringBuilder b = new StringBuilder();
        for (String s : items) { if (b.length() > 0) b.append(','); b.append(item(s)); }
        return b.toString();
    }

    static String comps(List<?>... parts) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) b.append(';');
            @SuppressWarnings("unchecked") List<String> l = (List<String>) parts[i];
            b.append(list(l));
        }
        return b.toString();
    }

    static List<String> one(String s) { return s == null ? List.of() : List.of(s); }

    static void dump(PrintStream out, VCard c) {
        for (FormattedName fn : c.getFormattedNames()) out.println("FN=" + esc(fn.getValue()));
        for (StructuredName n : c.getStructuredNames())
            out.println("N=" + comps(one(n.getFamily()), one(n.getGiven()), n.getAdditionalNames(), n.getPrefixes(), n.getSuffixes()));
        for (Organization o : c.getOrganizations()) out.println("ORG=" + comps(o.getValues().stream().map(List::of).toArray(List[]::new)));
        for (Title t : c.getTitles()) out.println("TITLE=" + esc(t.getValue()));
        for (ezvcard.property.Email e : c.getEmails()) out.println("EMAIL=" + esc(e.getValue()));
        for (Telephone t : c.getTelephoneNumbers()) {
            String v = t.getText();
            if (v == null && t.getUri() != null) {
                v = t.getUri().getNumber();
                if (t.getUri().getExtension() != null) v += ";ext=" + t.getUri().getExtension();
            }
            out.println("TEL=" + esc(v));
        }
        for (Url u : c.getUrls()) out.println("URL=" + esc(u.getValue()));
        // A URL whose value is no URI (`URL:website`) is carried in 4.0 as X-URL, unchanged
        // (README, "vCard versions"): the same field under the name 4.0 allows.
        for (RawProperty x : c.getExtendedProperties("X-URL")) out.println("URL=" + esc(x.getValue()));
        for (Address a : c.getAddresses())
            out.println("ADR=" + comps(a.getPoBoxes(), a.getExtendedAddresses(), a.getStreetAddresses(), a.getLocalities(),
                                       a.getRegions(), a.getPostalCodes(), a.getCountries()));
        for (Note no : c.getNotes()) out.println("NOTE=" + esc(no.getValue()));
        for (ezvcard.property.Photo p : c.getPhotos())
            out.println("PHOTO=" + (p.getData() != null ? p.getData().length + " bytes" : "url " + esc(p.getUrl())));
    }

    // W09 on a 3.0 EMAIL typed only HOME or WORK (besides INTERNET, X400, PREF): ez-vcard
    // lists those two for 4.0 only, but RFC 2426 takes any IANA-registered type, RFC 6350's
    // registry registers both, and Apple Contacts, Android and Outlook write and read them
    // in 3.0. Every other warning stands. (EzValidate.java applies the same rule.)
    static boolean customaryEmailType(VCardProperty property, ValidationWarning w) {
        if (!(property instanceof Email) || w.getCode() == null || w.getCode() != 9) return false;
        for (EmailType t : ((Email) property).getTypes()) {
            if (!Set.of("internet", "x400", "pref", "home", "work").contains(t.getValue().toLowerCase(Locale.ROOT))) return false;
        }
        return true;
    }
}
