#ifndef SENSORD_STATS_H
#define SENSORD_STATS_H

#include <stddef.h>

struct stats {
    double mean;
    double rms;
    double stddev;
    double peak;
    size_t n;
};

/* Statistics over n samples; all fields are 0 when n == 0. */
struct stats stats_compute(const float *samples, size_t n);

/* Crest factor (peak / rms), 0 when rms is 0. */
double stats_crest_factor(const struct stats *s);

#endif
