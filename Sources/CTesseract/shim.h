// Tesseract's C API and Leptonica (Debian libtesseract-dev, libleptonica-dev): OCR of
// paper cards and the decoding of the images myca scans. Only `myca-scan` links them.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>
