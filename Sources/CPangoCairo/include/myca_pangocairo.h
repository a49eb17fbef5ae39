// pango (text shaping, font fallback through fontconfig) drawing with cairo. Only the
// `myca-draw` executable links these: `myca` itself never loads them.
//
// pango's headers include each other as <pango/…>, and pango-1.0 is not on any include
// path SwiftPM gives (pkg-config's pango entry also adds -pthread, which SwiftPM
// refuses). `pango` beside this header links to Debian's /usr/include/pango-1.0/pango,
// the same on every architecture, so this target's public include folder is the path.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
