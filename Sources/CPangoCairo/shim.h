// pango (text shaping, font fallback through fontconfig) drawing with cairo (PDF and
// PNG surfaces). Only the `myca-draw` executable links these: `myca` itself never loads them.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
