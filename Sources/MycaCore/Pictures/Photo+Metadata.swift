extension Photo {
    /// The photo without the metadata a camera or an editor put in it (the place it was
    /// taken, the camera's make and serial number, dates, comments, XMP and IPTC), and
    /// whether there was any. The pixels and the orientation stay, byte for byte: nothing
    /// is decoded or encoded again (``JPEGMetadata``, ``PNGMetadata``).
    ///
    /// GIF and WebP photos are returned as they are.
    ///
    /// - Throws: ``PhotoError`` when a JPEG's segments or a PNG's chunks do not hold
    ///   together, so the metadata cannot be told from the image.
    public func withoutMetadata() throws(PhotoError) -> (photo: Photo, removed: Bool) {
        let stripped: [UInt8]?
        switch Photo.sniffMediaType(data) {
        case "image/jpeg": stripped = try JPEGMetadata.strip(data)
        case "image/png": stripped = try PNGMetadata.strip(data)
        default: stripped = nil
        }
        guard let stripped else { return (self, false) }
        return (Photo(mediaType: mediaType, data: stripped), true)
    }
}
