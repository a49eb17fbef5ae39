import MycaCore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// ``CardDrawing`` by `myca-draw --serve` programs that draw request after request with
/// their fonts loaded once: what a batch drawing a card per row uses, since a new program
/// per card spends most of its time setting up fonts. A job takes an idle program or
/// starts one, so there are at most as many as jobs; each ends when myca closes its
/// socket, or with myca (it follows its parent's death). Requests and drawings go over a
/// socket, never through a file.
final class ServedDrawing: CardDrawing {
    /// The environment the programs run in.
    let environment: Environment
    /// What a press file is made as.
    let standard: PressStandard
    private let idle = Mutex<[DrawServer]>([])

    init(environment: Environment, standard: PressStandard = PressStandard()) {
        self.environment = environment
        self.standard = standard
    }

    deinit {
        for server in idle.withLock({ $0 }) { server.stop() }
    }

    func draw(_ request: DrawingRequest) throws -> ([UInt8], DrawingReport) {
        let server = try idle.withLock { $0.popLast() } ?? DrawServer.start(environment: environment)
        let answer = try ask(server, request)
        // A program that answered, even with a failure, draws the next request.
        idle.withLock { $0.append(server) }
        return try Self.read(answer)
    }

    /// A document drawn by a program of its own, taken for it until it is finished, so
    /// that its parts all reach the one that holds it.
    func document(dpi: Int, pressColours: [PressMapping]) -> any DrawingDocument {
        ServedDocument(drawing: self, dpi: dpi, pressColours: pressColours)
    }

    /// `server`'s answer to `request`; a program that went away or broke the framing is
    /// stopped, and not used again.
    fileprivate func ask(_ server: DrawServer, _ request: DrawingRequest) throws -> ([UInt8], JSONValue) {
        let request = try request.dated(in: environment)
        do {
            return try server.draw(request)
        } catch {
            server.stop()
            throw DrawProgramError.stoppedServing(program: DrawServer.program(environment),
                                                  reason: (error as? any MycaError)?.messageText)
        }
    }

    /// The drawing and report of an answer; its failure, or a font missing, as an error.
    fileprivate static func read(_ answer: ([UInt8], JSONValue)) throws -> ([UInt8], DrawingReport) {
        if let failure = try? DrawingFailure(json: answer.1) { throw failure }
        let report = try DrawingReport(json: answer.1)
        try DrawProgramError.checkFonts(report)
        return (answer.0, report)
    }

    /// Gives `server` back for other requests.
    fileprivate func release(_ server: DrawServer) {
        idle.withLock { $0.append(server) }
    }

    func press(_ pdf: [UInt8], title: String) throws -> [UInt8] {
        try PressProgram.convert(pdf, title: title, standard: standard, environment: environment, inBatch: true)
    }
}

/// A PDF in parts (``DrawingRequest/continues``), each sent to the one program that holds
/// the document. A program that answers a part with a failure has given the document up
/// and goes back to drawing other requests; one dropped unfinished (an interrupted batch)
/// is stopped, with the part it holds.
final class ServedDocument: DrawingDocument {
    private let drawing: ServedDrawing
    private let dpi: Int
    private let pressColours: [PressMapping]
    private var server: DrawServer?
    /// Why a part failed: every later part fails so too.
    private var failure: (any Error)?

    init(drawing: ServedDrawing, dpi: Int, pressColours: [PressMapping]) {
        self.drawing = drawing
        self.dpi = dpi
        self.pressColours = pressColours
    }

    deinit { server?.stop() }

    func add(_ pages: [DrawingPage]) throws {
        guard !pages.isEmpty else { return }
        var request = DrawingRequest(format: .pdf, dpi: dpi, pages: pages, pressColours: pressColours)
        request.continues = true
        _ = try send(request)
    }

    func finish() throws -> [UInt8] {
        let (bytes, _) = try send(DrawingRequest(format: .pdf, dpi: dpi, pages: [], pressColours: pressColours))
        if let server { drawing.release(server) }
        server = nil
        return bytes
    }

    private func send(_ request: DrawingRequest) throws -> ([UInt8], DrawingReport) {
        if let failure { throw failure }
        do {
            let server = try self.server ?? DrawServer.start(environment: drawing.environment)
            self.server = server
            let answer: ([UInt8], JSONValue)
            do {
                answer = try drawing.ask(server, request)
            } catch {
                // Stopped already.
                self.server = nil
                throw error
            }
            return try ServedDrawing.read(answer)
        } catch {
            failure = error
            // The program gave the document up with its failure and draws other requests.
            if let server { drawing.release(server) }
            server = nil
            throw error
        }
    }
}

/// One `myca-draw --serve` and the socket to it.
final class DrawServer: Sendable {
    let pid: pid_t
    let socket: Int32

    private init(pid: pid_t, socket: Int32) {
        self.pid = pid
        self.socket = socket
    }

    /// The program, as ``HelperProgram/draw`` is found, or its name when it is not found.
    static func program(_ environment: Environment) -> String {
        (try? HelperProgram.draw.locate(environment: environment, checked: false)) ?? HelperProgram.draw.name
    }

    /// Starts one, its stdin and stdout the other end of a new socket.
    static func start(environment: Environment) throws -> DrawServer {
        let program = try HelperProgram.draw.locate(environment: environment, checked: false)
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw HelperProgramError.cannotStart(.draw, path: program, errno: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A process group of its own: the terminal's Ctrl-C, which goes to myca's group,
        // asks myca to finish the rows in flight, and these programs draw them. They end
        // when myca closes the socket or is gone (ProgramMain.followParent).
        let spawned = Result { () throws(HelperProgramError) in
            try HelperProgram.draw.spawn(program, arguments: ["--serve"], actions: &actions, environment: environment,
                                  signalsAtDefault: false, ownGroup: true)
        }
        close(ends[1])
        do {
            return DrawServer(pid: try spawned.get(), socket: ends[0])
        } catch {
            close(ends[0])
            throw error
        }
    }

    /// The drawing and the report (or failure) of `request`.
    func draw(_ request: DrawingRequest) throws -> ([UInt8], JSONValue) {
        try DrawingFrames.send(Array(request.json.serialized().utf8), to: socket)
        guard let bytes = try DrawingFrames.receive(from: socket), let report = try DrawingFrames.receive(from: socket) else {
            throw DrawingFramesError.closed(errno: 0)
        }
        return (bytes, try JSONValue.parse(report))
    }

    /// Closes the socket, which ends the program, and waits for it.
    func stop() {
        close(socket)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
