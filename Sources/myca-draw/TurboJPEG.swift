import CTurboJPEG

/// Decodes JPEG pictures with libjpeg-turbo's TurboJPEG API, whose calls return an error
/// instead of jumping out of the caller as libjpeg's own do.
///
/// The only file that imports `CTurboJPEG`; no TurboJPEG handle leaves it.
enum TurboJPEG {
    /// The pixels of `jpeg` (`width` × `height`, stored as the file stores them), four
    /// bytes each in the order of cairo's RGB24 words on this machine.
    ///
    /// - Throws: ``DrawError/picture(_:)`` with libjpeg-turbo's word when the data is broken.
    static func decode(_ jpeg: [UInt8], expectedWidth: Int, expectedHeight: Int) throws(DrawError)
        -> (pixels: [UInt8], width: Int, height: Int)
    {
        guard let handle = tjInitDecompress() else { throw DrawError.picture("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        func failure() -> DrawError { DrawError.picture(String(cString: tjGetErrorStr2(handle))) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = jpeg.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt(jpeg.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure() }
        // The layout was made for the size the frame header gave myca; a file that says
        // otherwise here is not the one it read.
        guard Int(width) == expectedWidth, Int(height) == expectedHeight else {
            throw DrawError.picture("the picture's size is not the one its header gave")
        }
        #if _endian(little)
        let format = Int32(TJPF_BGRX.rawValue)
        #else
        let format = Int32(TJPF_XRGB.rawValue)
        #endif
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = jpeg.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(jpeg.count), target.baseAddress, width, width * 4, height,
                              format, 0)
            }
        }
        // A warning (a truncated scan libjpeg-turbo fills in grey) still draws a picture.
        guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else { throw failure() }
        return (pixels, Int(width), Int(height))
    }
}
