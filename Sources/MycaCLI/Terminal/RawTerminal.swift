#if canImport(Glibc)
import Glibc
#endif

/// A terminal in raw mode while a prompt edits a line: no echo and no line buffering, so
/// every key reaches ``LineEditor`` as it is typed. Signals still work (Ctrl-C stays
/// SIGINT), and the terminal's own settings come back when the line is done and on every
/// signal that stops or ends myca meanwhile, so a shell is never left without echo.
enum RawTerminal {
    /// The settings to come back to, for the signal handlers (which may use only what
    /// exists already: tcsetattr is async-signal-safe).
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var raw = termios()
    nonisolated(unsafe) private static var savedFD: Int32 = -1
    private static let handled = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT]
    /// Set by the handler when myca is continued after a stop, for the line to be drawn
    /// again (a plain store, as a signal handler may make).
    nonisolated(unsafe) private static var continued: sig_atomic_t = 0

    /// Whether myca was continued since the last call.
    static func takeContinued() -> Bool {
        defer { continued = 0 }
        return continued != 0
    }

    /// Runs `body` with `fd` in raw mode; nil, without running it, when `fd` cannot be set
    /// so (not a terminal).
    static func run<T>(_ fd: Int32, _ body: () -> T) -> T? {
        var original = termios()
        guard tcgetattr(fd, &original) == 0 else { return nil }
        var settings = original
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        settings.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        saved = original
        raw = settings
        savedFD = fd
        var previous = Array(repeating: sigaction(), count: handled.count)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in RawTerminal.signalled(number) }
        sigemptyset(&action.sa_mask)
        for (index, signal) in handled.enumerated() {
            sigaction(signal, nil, &previous[index])
            // A signal myca was started to ignore (nohup) stays ignored.
            if unsafeBitCast(previous[index].__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            sigaction(signal, &action, nil)
        }
        guard tcsetattr(fd, TCSADRAIN, &raw) == 0 else {
            for (index, signal) in handled.enumerated() { sigaction(signal, &previous[index], nil) }
            savedFD = -1
            return nil
        }
        defer {
            tcsetattr(fd, TCSADRAIN, &saved)
            for (index, signal) in handled.enumerated() { sigaction(signal, &previous[index], nil) }
            savedFD = -1
        }
        return body()
    }

    /// Puts the terminal back and lets the signal do what it would have done: end myca
    /// (SIGINT 130 …) or stop it; raw mode comes back when the shell continues it.
    private static func signalled(_ number: Int32) {
        guard savedFD >= 0 else { return }
        if number == SIGCONT {
            tcsetattr(savedFD, TCSADRAIN, &raw)
            continued = 1
            return
        }
        tcsetattr(savedFD, TCSADRAIN, &saved)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(number, &action, &previous)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
        // Only a stop returns here (the process was continued): catch it again next time.
        sigaction(number, &previous, nil)
    }
}
