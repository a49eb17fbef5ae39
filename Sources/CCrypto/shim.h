// OpenSSL's libcrypto (Debian libssl-dev): certificates, keys, PKCS#12, PKCS#7 signatures
// and digests for wallet passes. Only the `myca-wallet` program links it.
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/pkcs12.h>
#include <openssl/pkcs7.h>
#include <openssl/provider.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
