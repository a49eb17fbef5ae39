// Linux's prctl (sys/prctl.h), part of the C library: nothing to link. prctl is variadic,
// which Swift cannot call, so the one use myca-draw has gets a function of its own.
#include <sys/prctl.h>

static inline int myca_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}
