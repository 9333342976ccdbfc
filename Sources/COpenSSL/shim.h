// OpenSSL libcrypto: KDFs, random bytes, constant-time compare (Debian libssl-dev).
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/rand.h>

/// `OPENSSL_free` is a macro Swift does not import.
static inline void gl_openssl_free(void *pointer) { OPENSSL_free(pointer); }
