// A C target needs a source; compiling the public header here also checks that pango's
// headers are found before any Swift imports them.
#include "myca_pangocairo.h"
