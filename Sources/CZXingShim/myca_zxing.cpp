// No C++ exception crosses into Swift: every call is caught here and becomes a status.
#include "myca_zxing.h"

// Text as UTF-8 (1.4 gives std::wstring without it).
#define ZX_USE_UTF8 1
#include <ZXing/ReadBarcode.h>

#include <cstdlib>

#include <new>
#include <set>
#include <string>
#include <utility>

int myca_zxing_read(const uint8_t *gray, int width, int height, int stride, int thorough, void *context,
                    myca_zxing_found found) {
    if (gray == nullptr || found == nullptr || width <= 0 || height <= 0 || stride < width) return MYCA_ZXING_BAD_IMAGE;
    try {
        ZXing::ImageView image(gray, width, height, ZXing::ImageFormat::Lum, stride);
        std::set<std::pair<std::string, std::pair<int, int>>> seen;
        int count = 0;
        const ZXing::Binarizer binarizers[] = {ZXing::Binarizer::LocalAverage, ZXing::Binarizer::GlobalHistogram};
        for (int pass = 0; pass < (thorough ? 2 : 1); ++pass) {
            ZXing::DecodeHints hints;
            hints.setFormats(ZXing::BarcodeFormat::QRCode | ZXing::BarcodeFormat::MicroQRCode);
            hints.setTryHarder(true);
            hints.setTryRotate(true);
            hints.setTryDownscale(true);
            hints.setBinarizer(binarizers[pass]);
            for (const auto &result : ZXing::ReadBarcodes(image, hints)) {
                if (!result.isValid()) continue;
                const std::string text = result.text();
                const auto &position = result.position();
                const auto centre = position.topLeft() + position.bottomRight();
                // The same code found again lies where it was, give or take a module.
                bool again = false;
                for (const auto &known : seen) {
                    if (known.first == text && std::abs(known.second.first - centre.x) < 32 &&
                        std::abs(known.second.second - centre.y) < 32) again = true;
                }
                if (again) continue;
                seen.insert({text, {centre.x, centre.y}});
                int32_t corners[8];
                for (int i = 0; i < 4; ++i) {
                    corners[2 * i] = position[i].x;
                    corners[2 * i + 1] = position[i].y;
                }
                found(context, text.data(), text.size(), corners);
                ++count;
            }
        }
        return count;
    } catch (const std::bad_alloc &) {
        return MYCA_ZXING_NO_MEMORY;
    } catch (...) {
        return MYCA_ZXING_FAILED;
    }
}
