// zlib (Debian zlib1g-dev): the deflated entries and CRC-32s of a pass's zip archive.
// Only the `myca-wallet` program links it.
#include <zlib.h>
