/// The single list of myca's commands; help, completion and the man page read it.
public enum Commands {
    /// Every command, in the order `myca help` lists them. Add new commands here.
    public static let all: [any Command.Type] = [
        NewCommand.self,
        EditCommand.self,
        ShowCommand.self,
        CardCommand.self,
        PageCommand.self,
        SignatureCommand.self,
        BackgroundCommand.self,
        QRCommand.self,
        NFCCommand.self,
        WalletCommand.self,
        ScanCommand.self,
        ExportCommand.self,
        ImportCommand.self,
        ListCommand.self,
        UseCommand.self,
        RenameCommand.self,
        RemoveCommand.self,
        RestoreCommand.self,
        StylesCommand.self,
        CompletionCommand.self,
        HelpCommand.self,
        CompleteHandlesCommand.self,
        BatchCommand.self,
    ]
}
