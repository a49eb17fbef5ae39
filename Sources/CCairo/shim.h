// cairo: PDF and PNG surfaces for the drawing program. Only `myca-draw` links it.
#include <cairo.h>
#include <cairo-pdf.h>
