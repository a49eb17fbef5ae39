import MycaCore

extension CardPicture {
    /// The picture (PNG or JPEG) at `path`, read and checked: a logo, wherever it goes.
    init(file path: String, _ ctx: CommandContext) throws {
        let absolute = ctx.absolutePath(path)
        try self.init(bytes: try FileSystem.readFile(absolute, limit: 16 << 20), name: absolute)
    }
}
