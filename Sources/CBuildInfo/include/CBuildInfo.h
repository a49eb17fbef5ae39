#ifndef MYCA_BUILD_INFO_H
#define MYCA_BUILD_INFO_H

/// The commit myca was built from (`1a2b3c4d5e6f`, `-dirty` after it when the work tree had
/// changes), or "" when it was built without git (from a source tarball).
const char *myca_build_commit(void);

#endif
