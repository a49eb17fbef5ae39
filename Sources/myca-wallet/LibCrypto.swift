import CCrypto
import MycaCore
#if canImport(Glibc)
import Glibc
#endif

/// OpenSSL's libcrypto: the pass certificate and its key read and checked, the manifest's
/// digests, the detached PKCS #7 signature and the RS256 signature of a JWT. Every OpenSSL
/// pointer stays in here; key bytes and passwords go no further than these calls.
enum LibCrypto {
    /// Apple's extension marking a Pass Type ID certificate.
    static let passTypeExtension = "1.2.840.113635.100.6.1.16"

    /// A certificate, the key that signs with it and the intermediate that issued it.
    final class Signer {
        fileprivate let certificate: OpaquePointer
        fileprivate let key: OpaquePointer
        fileprivate let intermediate: OpaquePointer

        fileprivate init(certificate: OpaquePointer, key: OpaquePointer, intermediate: OpaquePointer) {
            self.certificate = certificate
            self.key = key
            self.intermediate = intermediate
        }

        deinit {
            X509_free(certificate)
            EVP_PKEY_free(key)
            X509_free(intermediate)
        }

        /// The certificate's user ID (a pass certificate's pass type identifier).
        var userID: String? { LibCrypto.subject(certificate, nid: NID_userId) }
        /// The certificate's organizational unit (a pass certificate's team identifier).
        var organizationalUnit: String? { LibCrypto.subject(certificate, nid: NID_organizationalUnitName) }

        /// `content`'s detached PKCS #7 signature in DER: SHA-256, the signer's and the
        /// intermediate certificate, and `signingTime` as the signing time attribute.
        func sign(detached content: [UInt8], signingTime: Int64) throws(WalletError) -> [UInt8] {
            let flags = Int32(PKCS7_BINARY | PKCS7_DETACHED | PKCS7_PARTIAL)
            guard let p7 = PKCS7_sign(nil, nil, nil, nil, flags) else { throw LibCrypto.failure("PKCS7_sign") }
            defer { PKCS7_free(p7) }
            guard let info = PKCS7_sign_add_signer(p7, certificate, key, EVP_sha256(), flags) else {
                throw LibCrypto.failure("PKCS7_sign_add_signer")
            }
            // Set before the signature is made, so OpenSSL does not put the clock there.
            guard let time = ASN1_TIME_set(nil, time_t(signingTime)), PKCS7_add0_attrib_signing_time(info, time) == 1 else {
                throw LibCrypto.failure("the signing time")
            }
            guard PKCS7_add_certificate(p7, intermediate) == 1 else { throw LibCrypto.failure("PKCS7_add_certificate") }
            let finished = content.withUnsafeBytes { buffer -> Bool in
                guard let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)) else { return false }
                defer { BIO_free(bio) }
                return PKCS7_final(p7, bio, flags) == 1
            }
            guard finished else { throw LibCrypto.failure("PKCS7_final") }
            let length = i2d_PKCS7(p7, nil)
            guard length > 0 else { throw LibCrypto.failure("i2d_PKCS7") }
            var der = [UInt8](repeating: 0, count: Int(length))
            let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
                var cursor = buffer.baseAddress
                return i2d_PKCS7(p7, &cursor)
            }
            guard written == length else { throw LibCrypto.failure("i2d_PKCS7") }
            return der
        }
    }

    /// The signer from the user's files: the certificate (PKCS #12 with its key, or PEM/DER
    /// with the key in `keyFile` or after it in the same PEM file), opened with `password`,
    /// checked to be a pass type certificate valid now, matching its key, and issued by
    /// the intermediate certificate in `intermediateFile`.
    static func signer(certificate certificateBytes: [UInt8], certificateFile: String, key keyBytes: [UInt8]?,
                       keyFile: String?, password: [CChar]?, intermediate intermediateBytes: [UInt8],
                       intermediateFile: String) throws(WalletError) -> Signer {
        var certificate: OpaquePointer?
        var key: OpaquePointer?
        if isPEM(certificateBytes) || keyBytes != nil {
            certificate = try readCertificate(certificateBytes, file: certificateFile)
            if let keyBytes, let keyFile {
                key = try readKey(keyBytes, file: keyFile, password: password)
            } else if isPEM(certificateBytes), contains(certificateBytes, "PRIVATE KEY-----") {
                key = try readKey(certificateBytes, file: certificateFile, password: password)
            }
        } else {
            (certificate, key) = try readBundle(certificateBytes, file: certificateFile, password: password)
        }
        guard let certificate else { throw .notCertificate(file: certificateFile) }
        guard let key else {
            X509_free(certificate)
            throw .missingKey(certificate: certificateFile)
        }
        let intermediate: OpaquePointer
        do {
            intermediate = try readCertificate(intermediateBytes, file: intermediateFile)
        } catch {
            X509_free(certificate)
            EVP_PKEY_free(key)
            throw error
        }
        let signer = Signer(certificate: certificate, key: key, intermediate: intermediate)
        if X509_cmp_current_time(X509_get0_notAfter(certificate)) < 0 {
            throw .expired(file: certificateFile, date: date(X509_get0_notAfter(certificate)))
        }
        if X509_cmp_current_time(X509_get0_notBefore(certificate)) > 0 {
            throw .notYetValid(file: certificateFile, date: date(X509_get0_notBefore(certificate)))
        }
        guard let object = OBJ_txt2obj(passTypeExtension, 1) else { throw failure("OBJ_txt2obj") }
        defer { ASN1_OBJECT_free(object) }
        guard X509_get_ext_by_OBJ(certificate, object, -1) >= 0 else { throw .notPassCertificate(file: certificateFile) }
        guard X509_check_private_key(certificate, key) == 1 else {
            ERR_clear_error()
            throw .keyMismatch(certificate: certificateFile, key: keyFile ?? certificateFile)
        }
        guard X509_check_issued(intermediate, certificate) == X509_V_OK else {
            throw .notIssuer(intermediate: intermediateFile, certificate: certificateFile)
        }
        return signer
    }

    /// The hex SHA-1 of `bytes`, as a pass's manifest lists it.
    static func sha1(_ bytes: [UInt8]) throws(WalletError) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = bytes.withUnsafeBytes { buffer in
            EVP_Digest(buffer.baseAddress, buffer.count, &digest, &length, EVP_sha1(), nil)
        }
        guard ok == 1 else { throw failure("EVP_Digest") }
        return digest.prefix(Int(length)).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }.joinedText()
    }

    /// The RS256 signature (RSASSA-PKCS1-v1_5 with SHA-256) of `content` with the RSA key in
    /// the unencrypted PEM `keyPEM`, from the service account file `file`.
    static func signRS256(_ content: [UInt8], keyPEM: [UInt8], file: String) throws(WalletError) -> [UInt8] {
        let key = try readKey(keyPEM, file: file, password: nil)
        defer { EVP_PKEY_free(key) }
        guard EVP_PKEY_get_base_id(key) == EVP_PKEY_RSA else { throw .notServiceAccount(file: file, member: "RSA private_key") }
        guard let context = EVP_MD_CTX_new() else { throw failure("EVP_MD_CTX_new") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1 else { throw failure("EVP_DigestSignInit") }
        var length = 0
        let sized = content.withUnsafeBytes { EVP_DigestSign(context, nil, &length, $0.baseAddress, $0.count) }
        guard sized == 1 else { throw failure("EVP_DigestSign") }
        var signature = [UInt8](repeating: 0, count: length)
        let signed = content.withUnsafeBytes { EVP_DigestSign(context, &signature, &length, $0.baseAddress, $0.count) }
        guard signed == 1 else { throw failure("EVP_DigestSign") }
        return Array(signature.prefix(length))
    }

    // MARK: Reading

    private static func isPEM(_ bytes: [UInt8]) -> Bool { contains(bytes, "-----BEGIN ") }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in bytes[start..<(start + needle.count)].elementsEqual(needle) }
    }

    /// A memory BIO over `bytes` for `body`.
    private static func withBIO<T>(_ bytes: [UInt8], _ body: (OpaquePointer) -> T?) -> T? {
        bytes.withUnsafeBytes { buffer in
            guard let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            defer { BIO_free(bio) }
            return body(bio)
        }
    }

    private static func readCertificate(_ bytes: [UInt8], file: String) throws(WalletError) -> OpaquePointer {
        let certificate = isPEM(bytes)
            ? withBIO(bytes) { PEM_read_bio_X509($0, nil, nil, nil) }
            : withBIO(bytes) { d2i_X509_bio($0, nil) }
        guard let certificate else {
            ERR_clear_error()
            throw .notCertificate(file: file)
        }
        return certificate
    }

    /// A private key, PEM (encrypted or not) or DER. The password goes to OpenSSL through
    /// a callback, so that with none OpenSSL never asks on the terminal.
    private static func readKey(_ bytes: [UInt8], file: String, password: [CChar]?) throws(WalletError) -> OpaquePointer {
        var secret = password ?? [0]
        defer { for index in secret.indices { secret[index] = 0 } }
        let key: OpaquePointer? = secret.withUnsafeMutableBufferPointer { passwordBuffer in
            if isPEM(bytes) {
                return withBIO(bytes) { bio in
                    PEM_read_bio_PrivateKey(bio, nil, { buffer, size, _, user in
                        guard let buffer, let user else { return -1 }
                        let text = user.assumingMemoryBound(to: CChar.self)
                        let length = Int32(strlen(text))
                        guard length > 0, length <= size else { return -1 }
                        memcpy(buffer, text, Int(length))
                        return length
                    }, passwordBuffer.baseAddress)
                }
            }
            return withBIO(bytes) { d2i_PrivateKey_bio($0, nil) }
        }
        guard let key else {
            ERR_clear_error()
            if contains(bytes, "ENCRYPTED") { throw .wrongPassword(file: file) }
            throw .notKey(file: file)
        }
        return key
    }

    /// The certificate and key of a PKCS #12 bundle.
    private static func readBundle(_ bytes: [UInt8], file: String, password: [CChar]?) throws(WalletError)
        -> (OpaquePointer?, OpaquePointer?)
    {
        // Keychain Access exports bundles with RC2 and 3DES, which OpenSSL 3 keeps in its
        // legacy provider.
        _ = OSSL_PROVIDER_try_load(nil, "legacy", 1)
        let bundle: OpaquePointer? = withBIO(bytes) { d2i_PKCS12_bio($0, nil) }
        guard let bundle else {
            ERR_clear_error()
            throw .notBundle(file: file)
        }
        defer { PKCS12_free(bundle) }
        var secret = password ?? [0]
        defer { for index in secret.indices { secret[index] = 0 } }
        return try secret.withUnsafeBufferPointer { passwordBuffer throws(WalletError) in
            let pass = passwordBuffer.baseAddress
            guard PKCS12_verify_mac(bundle, pass, -1) == 1 || (password == nil && PKCS12_verify_mac(bundle, nil, 0) == 1) else {
                ERR_clear_error()
                throw .wrongPassword(file: file)
            }
            var key: OpaquePointer?
            var certificate: OpaquePointer?
            guard PKCS12_parse(bundle, pass, &key, &certificate, nil) == 1 else { throw failure("PKCS12_parse") }
            return (certificate, key)
        }
    }

    /// The first value of `nid` in the certificate's subject.
    fileprivate static func subject(_ certificate: OpaquePointer, nid: Int32) -> String? {
        guard let name = X509_get_subject_name(certificate) else { return nil }
        let index = X509_NAME_get_index_by_NID(name, nid, -1)
        guard index >= 0, let entry = X509_NAME_get_entry(name, index), let data = X509_NAME_ENTRY_get_data(entry),
              let bytes = ASN1_STRING_get0_data(data) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(data))), as: UTF8.self)
    }

    /// A certificate date as `YYYY-MM-DD`.
    private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> String {
        var fields = tm()
        guard let time, ASN1_TIME_to_tm(time, &fields) == 1 else { return "?" }
        func padded(_ n: Int32, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
        }
        return padded(fields.tm_year + 1900, 4) + "-" + padded(fields.tm_mon + 1, 2) + "-" + padded(fields.tm_mday, 2)
    }

    /// The library's error for `step`, in its words, its queue emptied.
    fileprivate static func failure(_ step: String) -> WalletError {
        let code = ERR_get_error()
        ERR_clear_error()
        guard code != 0 else { return .library(step: step, detail: "no reason given") }
        var buffer = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &buffer, buffer.count)
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return .library(step: step, detail: String(decoding: text, as: UTF8.self))
    }
}
