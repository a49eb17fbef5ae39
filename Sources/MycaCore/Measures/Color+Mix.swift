extension Color {
    /// This colour moved `amount` (0 = this, 1 = `other`) of the way to `other`, per channel.
    public func mixed(with other: Color, _ amount: Double) -> Color {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * amount).rounded())))
        }
        return Color(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}
