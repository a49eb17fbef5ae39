// libnfc (Debian libnfc-dev): NFC readers and the ISO 14443-A tags on them. Only the
// `myca-nfc` program links it.
#include <nfc/nfc.h>
