import CIntl
import MycaCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Messages in the user's language, through glibc's gettext (catalogue `myca`).
///
/// The one file that talks to libintl. Which language comes from the environment as in
/// GNU tools (``language(in:)``); English is the message ids themselves, so for English,
/// `C` and `POSIX` nothing is opened and ``text(_:)`` returns its argument untouched: no
/// start-up cost. Data (vCards, JSON, payloads, file names) never goes through here.
///
/// glibc translates only when the `LC_MESSAGES` locale is not `C`, and a locale such as
/// `ja_JP.UTF-8` must be generated on the system (Debian's `locales`) before
/// `setlocale` accepts it. So as not to depend on that, ``start(environment:)`` sets
/// `LC_MESSAGES` from the environment when the system has the locale and to `C.UTF-8`
/// (built into glibc since 2.35) when not, and names the language in `LANGUAGE`, which
/// glibc consults first whenever the messages locale is not `C`. Only `LC_MESSAGES` is
/// set: number formats and character classes stay those of the C locale, so nothing
/// myca writes as data can change. Translations are asked for in UTF-8.
public enum Localization {
    /// The text domain: `LOCALEDIR/LANG/LC_MESSAGES/myca.mo`.
    public static let domain = "myca"
    /// Languages with a catalogue (`po/LANG.po`).
    public static let catalogues = ["ja"]
    /// Names the folder holding `LANG/LC_MESSAGES/myca.mo` (tests, uninstalled builds).
    public static let directoryVariable = "MYCA_LOCALEDIR"

    /// Whether a catalogue is open: false means every message is its English id.
    private static let active = Atomic<Bool>(false)

    /// The catalogue language `environment` asks for, or nil for English.
    ///
    /// As in GNU gettext: the messages locale is the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`; when it is unset, `C` or `POSIX`, messages are English
    /// and `LANGUAGE` is ignored. Otherwise the languages of `LANGUAGE` (a colon list such
    /// as `ja:en`) are tried in order, then the locale's own; the first that is English
    /// (the message ids) or has a catalogue wins. Unknown languages give English.
    public static func language(in environment: Environment) -> String? {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX" else { return nil }
        var preferences = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        preferences.append(locale)
        for preference in preferences {
            // ja_JP.UTF-8@variant → ja
            let code = preference.prefix { $0 != "_" && $0 != "." && $0 != "@" }.lowercased()
            if code == "en" { return nil }
            if catalogues.contains(code) { return code }
        }
        return nil
    }

    /// Where the catalogue of `language` is: `$MYCA_LOCALEDIR`, else `locale` of the
    /// installation's data (``Installation/dataPlaces(_:)``), where `make build` compiles
    /// the catalogues and `make install` puts them.
    static func directory(for language: String, environment: Environment) -> String? {
        if let path = environment[directoryVariable], !path.isEmpty { return path }
        return Installation.dataPlaces("locale").first {
            access(FileSystem.joinPath($0, language + "/LC_MESSAGES/" + domain + ".mo"), R_OK) == 0
        }
    }

    /// Opens the catalogue `environment` asks for, once, before any message is made.
    /// Does nothing for English; stays English when the C library cannot set a locale.
    public static func start(environment: Environment) {
        guard let language = language(in: environment), let folder = directory(for: language, environment: environment)
        else {
            return
        }
        let set = setlocale(LC_MESSAGES, "").map { String(cString: $0) }
        if set == nil || set == "C" || set == "POSIX" {
            guard setlocale(LC_MESSAGES, "C.UTF-8") != nil else { return }
        }
        // The language as resolved above: glibc reads LANGUAGE before the locale's name.
        // Programs myca starts (the editor) inherit it, and speak the same language.
        setenv("LANGUAGE", language, 1)
        guard bindtextdomain(domain, folder) != nil, bind_textdomain_codeset(domain, "UTF-8") != nil else { return }
        active.store(true, ordering: .releasing)
    }

    /// Whether messages are being translated (a catalogue is open).
    static var isTranslating: Bool { active.load(ordering: .acquiring) }

    /// The translation of `message`, or `message` itself.
    static func text(_ message: String) -> String {
        guard active.load(ordering: .acquiring) else { return message }
        return message.withCString { id in
            guard let translated = dcgettext(domain, id, LC_MESSAGES) else { return message }
            return translated == UnsafeMutablePointer(mutating: id) ? message : String(cString: translated)
        }
    }

    /// The translation of `singular`/`plural` for `count`, with the plural rule of the
    /// catalogue's language; English: `singular` for 1, else `plural`.
    static func text(_ singular: String, _ plural: String, count: Int) -> String {
        guard active.load(ordering: .acquiring) else { return count == 1 ? singular : plural }
        return singular.withCString { one in
            plural.withCString { many in
                guard let translated = dcngettext(domain, one, many, UInt(count.magnitude), LC_MESSAGES) else {
                    return count == 1 ? singular : plural
                }
                return String(cString: translated)
            }
        }
    }
}

extension Localization {
    /// `message` in the user's language: its templates translated, then filled in.
    static func text(_ message: MessageText) -> String {
        message.render { format, plural, count in
            plural.map { text(format, $0, count: count) } ?? text(format)
        }
    }

    /// What went wrong, in the user's language: a ``MycaError``'s message, else a sentence
    /// saying the failure has no description (every error of myca's is a ``MycaError``).
    static func text(of error: any Error) -> String { text(messageText(of: error)) }

    /// What went wrong, as a message to show later: ``text(of:)`` before it is translated.
    static func messageText(of error: any Error) -> MessageText {
        UnexpectedFailure.described(error).messageText
    }
}

/// A message for a person, in their language: the translation of `message` (an English
/// `printf`-style template, the gettext message id) with `arguments` filled in.
///
/// `scripts/update-po` extracts the literal first arguments of `tr` and `trn` into
/// `po/myca.pot`; pass a literal, so that the message is found.
func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
    MessageFormat.format(Localization.text(message), arguments.map(\.description))
}

/// A message that depends on a number, `count`: the right plural form for the language
/// of `singular`/`plural` with `arguments` filled in (`count` is not one of them).
func trn(
    _ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    MessageFormat.format(Localization.text(singular, plural, count: count), arguments.map(\.description))
}
