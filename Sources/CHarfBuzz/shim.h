// Only here for its include paths (pkg-config harfbuzz: harfbuzz, glib, freetype), which
// pango's headers need; see Package.swift.
#include <hb.h>
