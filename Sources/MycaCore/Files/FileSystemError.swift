#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system operation that failed, with the path and the system's reason.
///
/// Messages read `cannot write '/home/ana/.local/share/myca/config.json': No space left on device`;
/// the hint says what a person can do about the common causes (permissions, a full
/// disk, a read-only file system).
public enum FileSystemError: MycaError, Equatable {
    /// Opening or reading a file failed.
    case cannotRead(path: String, errno: Int32)
    /// Creating, writing, syncing or replacing a file failed.
    case cannotWrite(path: String, errno: Int32)
    /// Writing to standard output failed (a full disk behind a redirection, `/dev/full`).
    case cannotWriteStandardOutput(errno: Int32)
    /// Creating a directory failed.
    case cannotCreateDirectory(path: String, errno: Int32)
    /// Listing a directory failed.
    case cannotList(path: String, errno: Int32)
    /// Removing a file or an empty directory failed.
    case cannotRemove(path: String, errno: Int32)
    /// Renaming failed.
    case cannotRename(from: String, to: String, errno: Int32)
    /// Taking the lock on a lock file failed.
    case cannotLock(path: String, errno: Int32)
    /// Resolving a path failed.
    case cannotResolve(path: String, errno: Int32)
    /// The file is larger than the cap the caller set.
    case tooLarge(path: String, limit: Int)
    /// Neither `$HOME` nor the password database names a home directory.
    case noHomeDirectory
    /// An output path names a block device (a disk), which myca never writes.
    case blockDevice(path: String)
    /// A file that must be a plain file is a FIFO, a device or a socket.
    case notRegularFile(path: String)

    /// The `errno` value behind the failure, when there is one.
    public var errorNumber: Int32? {
        switch self {
        case .cannotRead(_, let e), .cannotWrite(_, let e), .cannotCreateDirectory(_, let e),
             .cannotList(_, let e), .cannotRemove(_, let e), .cannotRename(_, _, let e),
             .cannotLock(_, let e), .cannotResolve(_, let e), .cannotWriteStandardOutput(let e):
            return e
        case .tooLarge, .noHomeDirectory, .blockDevice, .notRegularFile:
            return nil
        }
    }

    /// True when the failure is that the file or a folder on its path does not exist.
    public var isNotFound: Bool { errorNumber == ENOENT }


    public var messageText: MessageText {
        switch self {
        case .cannotRead(let path, let e):
            return MessageText("cannot read '%s': %s", path, FileSystemError.describe(e))
        case .cannotWrite(let path, let e):
            return MessageText("cannot write '%s': %s", path, FileSystemError.describe(e))
        case .cannotWriteStandardOutput(let e):
            return MessageText("cannot write to standard output: %s; what was written there is incomplete",
                               FileSystemError.describe(e))
        case .cannotCreateDirectory(let path, let e):
            return MessageText("cannot create the folder '%s': %s", path, FileSystemError.describe(e))
        case .cannotList(let path, let e):
            return MessageText("cannot list the folder '%s': %s", path, FileSystemError.describe(e))
        case .cannotRemove(let path, let e):
            return MessageText("cannot remove '%s': %s", path, FileSystemError.describe(e))
        case .cannotRename(let from, let to, let e):
            return MessageText("cannot rename '%s' to '%s': %s", from, to, FileSystemError.describe(e))
        case .cannotLock(let path, let e):
            return MessageText("cannot lock '%s': %s", path, FileSystemError.describe(e))
        case .cannotResolve(let path, let e):
            return MessageText("cannot resolve '%s': %s", path, FileSystemError.describe(e))
        case .tooLarge(let path, let limit):
            return MessageText("'%s' is larger than the limit of %d bytes", path, limit)
        case .noHomeDirectory:
            return MessageText("cannot find the home directory: $HOME is not set and the user has no password entry")
        case .blockDevice(let path):
            return MessageText("'%s' is a block device (a disk); myca writes files, pipes and character devices only", path)
        case .notRegularFile(let path):
            return MessageText("'%s' is not a regular file (a FIFO, a device or a socket)", path)
        }
    }

    public var hintText: MessageText? {
        switch self {
        case .tooLarge:
            return MessageText("is this the right file?")
        case .noHomeDirectory:
            return nil  // where else to keep the store is the command line's to say
        case .blockDevice:
            return MessageText("name a file to write to")
        case .notRegularFile:
            return MessageText("name an ordinary file")
        default:
            break
        }
        guard let e = errorNumber else { return nil }
        switch e {
        case EACCES, EPERM:
            return MessageText("check the permissions of the file and of the folders above it")
        case ENOSPC:
            return MessageText("the disk is full: free some space and try again")
        case EDQUOT:
            return MessageText("your disk quota is exhausted: free some space and try again")
        case EROFS:
            return MessageText("the file system is read-only")
        case ENOENT:
            return MessageText("check that the path exists")
        case EISDIR:
            return MessageText("that is a folder, not a file")
        case ELOOP:
            return MessageText("the path is a symbolic link, which myca refuses to follow here")
        default:
            return nil
        }
    }

    /// The system's text for an `errno` value, word for word as `strerror` says it in
    /// English: a message of the catalogue for the common values, so that it reads in the
    /// user's language wherever it was made (in `myca-draw` too), else `strerror`'s text.
    public static func describe(_ errorNumber: Int32) -> MessageText {
        switch errorNumber {
        case ENOENT: return MessageText("No such file or directory")
        case EACCES: return MessageText("Permission denied")
        case EPERM: return MessageText("Operation not permitted")
        case EISDIR: return MessageText("Is a directory")
        case ENOTDIR: return MessageText("Not a directory")
        case ENOSPC: return MessageText("No space left on device")
        case EROFS: return MessageText("Read-only file system")
        case EEXIST: return MessageText("File exists")
        case ENAMETOOLONG: return MessageText("File name too long")
        case ELOOP: return MessageText("Too many levels of symbolic links")
        case EDQUOT: return MessageText("Disk quota exceeded")
        case EMFILE: return MessageText("Too many open files")
        case ENFILE: return MessageText("Too many open files in system")
        case ENOMEM: return MessageText("Cannot allocate memory")
        case EAGAIN: return MessageText("Resource temporarily unavailable")
        case EBUSY: return MessageText("Device or resource busy")
        case ETXTBSY: return MessageText("Text file busy")
        case EXDEV: return MessageText("Invalid cross-device link")
        case EIO: return MessageText("Input/output error")
        case EFBIG: return MessageText("File too large")
        case EINVAL: return MessageText("Invalid argument")
        case ENOTEMPTY: return MessageText("Directory not empty")
        case ENXIO: return MessageText("No such device or address")
        default:
            guard let text = strerror(errorNumber) else { return MessageText("error %d", Int(errorNumber)) }
            return .verbatim(String(cString: text))
        }
    }

    /// The `errno` values ``describe(_:)`` words through the catalogue.
    public static let describedErrors: [Int32] = [
        ENOENT, EACCES, EPERM, EISDIR, ENOTDIR, ENOSPC, EROFS, EEXIST, ENAMETOOLONG, ELOOP, EDQUOT, EMFILE, ENFILE,
        ENOMEM, EAGAIN, EBUSY, ETXTBSY, EXDEV, EIO, EFBIG, EINVAL, ENOTEMPTY, ENXIO,
    ]
}

extension FileSystemError {
    public var remedy: ErrorRemedy? {
        if case .noHomeDirectory = self { return .nameAStore }
        return errorNumber == EROFS ? .anotherStore : nil
    }
}
