// libjpeg-turbo's TurboJPEG API: decodes a JPEG drawn on a card, reporting errors as return
// codes (libjpeg's own API would longjmp through Swift). Only `myca-draw` links it.
#include <stddef.h>
#include <turbojpeg.h>
