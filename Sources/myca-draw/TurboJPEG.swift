import CTurboJPEG
import MycaCore

/// Decodes JPEG pictures with libjpeg-turbo's TurboJPEG API, whose calls return an error
/// instead of jumping out of the caller as libjpeg's own do.
///
/// The only file that imports `CTurboJPEG`; no TurboJPEG handle leaves it.
enum TurboJPEG {
    /// The pixels of `picture` (its width × height, stored as the file stores them), four
    /// bytes each in the order of cairo's RGB24 words on this machine.
    ///
    /// - Throws: ``DrawError/pictureDamaged(_:why:)`` with libjpeg-turbo's word when the
    ///   data is broken, a warning included: libjpeg-turbo goes on past one by making up
    ///   what it could not read (a scan cut short is drawn grey), and a card would print that.
    static func decode(_ picture: CardPicture) throws(DrawError) -> (pixels: [UInt8], width: Int, height: Int) {
        let jpeg = picture.bytes
        guard let handle = tjInitDecompress() else { throw DrawError.jpegDecoder }
        defer { tjDestroy(handle) }
        func failure() -> DrawError { DrawError.pictureDamaged(picture.name, why: String(cString: tjGetErrorStr2(handle))) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = jpeg.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt(jpeg.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure() }
        // The layout was made for the size the frame header gave myca; a file that says
        // otherwise here is not the one it read.
        guard Int(width) == picture.pixelWidth, Int(height) == picture.pixelHeight else {
            throw DrawError.pictureDamaged(picture.name, why: nil)
        }
        #if _endian(little)
        let format = Int32(TJPF_BGRX.rawValue)
        #else
        let format = Int32(TJPF_XRGB.rawValue)
        #endif
        // Scans are counted and limited before a picture gets here (CardPicture); libjpeg-turbo's
        // own limit stays on behind that.
        let flags = Int32(TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = jpeg.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(jpeg.count), target.baseAddress, width, width * 4, height,
                              format, flags)
            }
        }
        guard status == 0 else { throw failure() }
        return (pixels, Int(width), Int(height))
    }
}
