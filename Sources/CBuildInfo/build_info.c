// The commit comes from commit.h, which scripts/build-info writes before each build (make)
// and git ignores: only this file is compiled again when the commit changes, and the
// Swift modules, which see the function alone, are linked again as they are.
#include "CBuildInfo.h"

#if __has_include("commit.h")
#include "commit.h"
#endif

#ifndef MYCA_COMMIT
#define MYCA_COMMIT ""
#endif

const char *myca_build_commit(void) { return MYCA_COMMIT; }
