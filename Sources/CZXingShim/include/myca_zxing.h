// A C face for ZXing-cpp (Debian libzxing-dev, C++ only in 1.4): every QR code in an
// 8-bit gray image. Only the `myca-scan` program links it.
#ifndef MYCA_ZXING_H
#define MYCA_ZXING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What `myca_zxing_read` returns besides a count of codes (≥ 0).
enum myca_zxing_status {
    /// The image's size or stride is impossible.
    MYCA_ZXING_BAD_IMAGE = -1,
    /// ZXing ran out of memory.
    MYCA_ZXING_NO_MEMORY = -2,
    /// ZXing threw anything else.
    MYCA_ZXING_FAILED = -3,
};

/// Called once per code found: its text (UTF-8, not terminated) and its corners as x, y
/// pairs from the top left, clockwise.
typedef void (*myca_zxing_found)(void *context, const char *text, size_t length, const int32_t corners[8]);

/// Reads every QR code in `gray` (one byte a pixel, rows `stride` bytes apart), trying
/// harder and rotated; `thorough` adds a second pass with the global-histogram binarizer,
/// which finds low-contrast and unevenly lit codes the local one misses. Codes found by
/// both passes are reported once.
int myca_zxing_read(const uint8_t *gray, int width, int height, int stride, int thorough, void *context,
                    myca_zxing_found found);

#ifdef __cplusplus
}
#endif

#endif
