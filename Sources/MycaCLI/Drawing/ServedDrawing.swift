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
    private let idle = Mutex<[DrawServer]>([])

    init(environment: Environment) {
        self.environment = environment
    }

    deinit {
        for server in idle.withLock({ $0 }) { server.stop() }
    }

    func draw(_ request: DrawingRequest) throws -> ([UInt8], DrawingReport) {
        let request = try request.dated(in: environment)
        let server = try idle.withLock { $0.popLast() } ?? DrawServer.start(environment: environment)
        let answer: ([UInt8], JSONValue)
        do {
            answer = try server.draw(request)
        } catch {
            // A program that went away or broke the framing is not used again.
            server.stop()
            throw DrawProgramError.failure(program: DrawServer.program(environment), status: -1, stderr: "\(error)")
        }
        idle.withLock { $0.append(server) }
        if let failure = try? DrawingFailure(json: answer.1) { throw failure }
        let report = try DrawingReport(json: answer.1)
        try DrawProgramError.checkFonts(report)
        return (answer.0, report)
    }

    func press(_ pdf: [UInt8], title: String) throws -> [UInt8] {
        try PressProgram.convert(pdf, title: title, environment: environment)
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

    /// The program, as ``DrawProgram`` finds it, or its name when it is not found.
    static func program(_ environment: Environment) -> String {
        (try? DrawProgram.locate(environment: environment)) ?? DrawProgram.name
    }

    /// Starts one, its stdin and stdout the other end of a new socket.
    static func start(environment: Environment) throws -> DrawServer {
        let program = try DrawProgram.locate(environment: environment)
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw DrawProgramError.cannotStart(program: program, errno: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [program, "--serve"]
        var cArgv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = environment.entries.map { strdup($0) } + [nil]
        defer { for p in cArgv + cEnv { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, &cArgv, &cEnv)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw DrawProgramError.cannotStart(program: program, errno: spawned)
        }
        return DrawServer(pid: pid, socket: ends[0])
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
