/// The version of myca, shown on request and written into `PRODID`.
public enum MycaVersion {
    /// The semantic version of this build.
    public static let current = "0.1.0"
}
