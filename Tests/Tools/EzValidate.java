// Strict vCard check with ez-vcard, used by the MycaCore tests.
//
//   java -cp /usr/share/java/ez-vcard.jar:/usr/share/java/vinnie.jar \
//        Tests/Tools/EzValidate.java VERSION FILE...
//   (also accepted: FILE VERSION for a single file)
//
// For every card in every file, prints parse warnings and validate(VERSION) warnings, one
// per line as "FILE#N: ...", then a JSON-ish dump of what ez-vcard read (names, emails,
// phones, addresses, URLs, notes, photo sizes; LANGUAGE and ALTID of names, organizations,
// titles and addresses as "LANG ...") after "DUMP FILE#N". Exits 1 when any
// warning was printed, 2 on unreadable input, 0 otherwise.
import ezvcard.*;
import ezvcard.io.text.VCardReader;
import ezvcard.property.*;
import ezvcard.parameter.*;
import java.io.*;
import java.nio.file.*;
import java.util.*;

public class EzValidate {
    public static void main(String[] args) throws Exception {
        String versionArg;
        List<String> files = new ArrayList<>();
        if (args.length == 2 && VCardVersion.valueOfByStr(args[1]) != null && VCardVersion.valueOfByStr(args[0]) == null) {
            versionArg = args[1];
            files.add(args[0]);
        } else {
            versionArg = args[0];
            files.addAll(Arrays.asList(args).subList(1, args.length));
        }
        VCardVersion version = VCardVersion.valueOfByStr(versionArg);
        if (version == null) { System.err.println("unknown version " + versionArg); System.exit(2); }
        boolean warned = false;
        for (String file : files) {
            try (VCardReader reader = new VCardReader(Files.newInputStream(Paths.get(file)))) {
                VCard card;
                int n = 0;
                while ((card = reader.readNext()) != null) {
                    n++;
                    String where = file + "#" + n;
                    for (Object w : reader.getWarnings()) { System.out.println(where + ": parse: " + w); warned = true; }
                    if (card.getVersion() != version) { System.out.println(where + ": version " + card.getVersion() + " != " + version); warned = true; }
                    ValidationWarnings vw = card.validate(version);
                    for (Map.Entry<VCardProperty, List<ValidationWarning>> e : vw) {
                        for (ValidationWarning w : e.getValue()) {
                            if (version == VCardVersion.V3_0 && customaryEmailType(e.getKey(), w)) continue;
                            String name = e.getKey() == null ? "card" : e.getKey().getClass().getSimpleName();
                            System.out.println(where + ": validate: [" + name + "] | " + w.toString().replace('\n', ' '));
                            warned = true;
                        }
                    }
                    dump(where, card);
                }
                if (n == 0) { System.out.println(file + ": no vCard found"); warned = true; }
            } catch (IOException e) {
                System.err.println(file + ": " + e);
                System.exit(2);
            }
        }
        System.exit(warned ? 1 : 0);
    }

    // W09 on a 3.0 EMAIL typed only HOME or WORK (besides INTERNET, X400, PREF): ez-vcard
    // lists those two for 4.0 only, but RFC 2426 takes any IANA-registered type, RFC 6350's
    // registry registers both, and Apple Contacts, Android and Outlook write and read them
    // in 3.0. Every other warning stands. (EzBatch.java applies the same rule.)
    static boolean customaryEmailType(VCardProperty property, ValidationWarning w) {
        if (!(property instanceof Email) || w.getCode() == null || w.getCode() != 9) return false;
        for (EmailType t : ((Email) property).getTypes()) {
            if (!Set.of("internet", "x400", "pref", "home", "work").contains(t.getValue().toLowerCase(Locale.ROOT))) return false;
        }
        return true;
    }

    static String q(String s) {
        if (s == null) return "null";
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c == '\n') b.append("\\n");
            else if (c == '\r') b.append("\\r");
            else b.append(c);
        }
        return b.append('"').toString();
    }

    static void dump(String where, VCard c) {
        System.out.println("DUMP " + where);
        for (FormattedName fn : c.getFormattedNames()) System.out.println("FN " + q(fn.getValue()));
        for (StructuredName n : c.getStructuredNames())
            System.out.println("N " + q(n.getFamily()) + " " + q(n.getGiven()) + " " + n.getAdditionalNames() + " " + n.getPrefixes() + " " + n.getSuffixes());
        for (ezvcard.property.Email e : c.getEmails()) System.out.println("EMAIL " + q(e.getValue()));
        for (Telephone t : c.getTelephoneNumbers())
            System.out.println("TEL " + q(t.getText() != null ? t.getText() : (t.getUri() != null ? t.getUri().getNumber() : null)));
        for (Address a : c.getAddresses())
            System.out.println("ADR " + q(a.getPoBox()) + " " + q(a.getExtendedAddress()) + " " + q(a.getStreetAddress()) + " " + q(a.getLocality()) + " " + q(a.getRegion()) + " " + q(a.getPostalCode()) + " " + q(a.getCountry()));
        for (Url u : c.getUrls()) System.out.println("URL " + q(u.getValue()));
        for (Note no : c.getNotes()) System.out.println("NOTE " + q(no.getValue()));
        for (ezvcard.property.Photo p : c.getPhotos())
            System.out.println("PHOTO " + (p.getData() != null ? p.getData().length + " bytes" : q(p.getUrl())));
        for (RawProperty r : c.getExtendedProperties()) System.out.println("X " + r.getPropertyName() + " " + q(r.getValue()));
        // The language and alternative group (RFC 6350 5.4) of each property a bilingual
        // card gives in several languages, for those that say one.
        for (FormattedName fn : c.getFormattedNames()) lang("FN", fn, fn.getValue());
        for (StructuredName n : c.getStructuredNames()) lang("N", n, n.getFamily() + ";" + n.getGiven());
        for (Organization o : c.getOrganizations()) lang("ORG", o, String.join(";", o.getValues()));
        for (Title t : c.getTitles()) lang("TITLE", t, t.getValue());
        for (Address a : c.getAddresses()) lang("ADR", a, a.getLocality());
    }

    static void lang(String name, VCardProperty p, String value) {
        String language = p.getParameters().getLanguage(), altid = p.getParameters().getAltId();
        if (language != null || altid != null) System.out.println("LANG " + name + " " + q(language) + " " + q(altid) + " " + q(value));
    }
}
