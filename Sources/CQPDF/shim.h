// qpdf's C API: reads the PDF cairo wrote, sets what cairo has no call for (print boxes,
// link annotations, dates, press colours) on its objects, and writes the file again. Its
// C++ exceptions stay inside the library and come back as error codes. Only `myca-draw`
// links it.
#include <stddef.h>
#include <qpdf/qpdf-c.h>
