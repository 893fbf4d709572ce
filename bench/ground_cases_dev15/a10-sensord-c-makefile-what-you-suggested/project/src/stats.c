#include "stats.h"

#include <math.h>

struct stats stats_compute(const float *samples, size_t n)
{
    struct stats s = {0};
    if (n == 0)
        return s;

    double sum = 0.0, sum_sq = 0.0, peak = 0.0;
    for (size_t i = 0; i < n; i++) {
        double x = samples[i];
        sum += x;
        sum_sq += x * x;
        if (fabs(x) > peak)
            peak = fabs(x);
    }

    s.n = n;
    s.mean = sum / (double)n;
    s.rms = sqrt(sum_sq / (double)n);
    double var = sum_sq / (double)n - s.mean * s.mean;
    s.stddev = var > 0.0 ? sqrt(var) : 0.0;
    s.peak = peak;
    return s;
}

double stats_crest_factor(const struct stats *s)
{
    if (s->rms == 0.0)
        return 0.0;
    return s->peak / s->rms;
}
