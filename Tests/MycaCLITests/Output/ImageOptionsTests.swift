@testable import MycaCLI
import MycaCore
import Testing

/// `--pdf`, `--png` and `--svg` are declared once, and what goes to stdout is checked once.
@Suite struct ImageOptionsTests {
    @Test("qr and card take the one declaration", arguments: [QRCommand.spec, CardCommand.spec])
    func oneDeclaration(spec: CommandSpec) {
        for option in [ImageOptions.png, ImageOptions.svg] {
            #expect(spec.options.filter { $0.name == option.spec.name } == [option.spec], "\(spec.name)")
        }
    }

    @Test func oneOutputAtMostGoesToStdoutAndNoBinaryToATerminal() {
        let ctx = CommandContext(stdout: BufferSink(), stderr: BufferSink(), stdoutIsTTY: true)
        let png = OutputTarget.Planned("png", to: .standardOutput, binary: true, redirect: "myca qr --png - > code.png")
        let svg = OutputTarget.Planned("svg", to: .standardOutput, binary: false, redirect: "myca qr --svg - > code.svg")
        #expect(throws: UsageError.self) { try OutputTarget.check([png, svg], CommandContext(stdout: BufferSink(), stderr: BufferSink())) }
        #expect(throws: UsageError.self) { try OutputTarget.check([png], ctx) }
        #expect(throws: Never.self) { try OutputTarget.check([svg], ctx) }
    }
}
