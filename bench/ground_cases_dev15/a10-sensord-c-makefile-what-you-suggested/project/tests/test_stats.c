#include <assert.h>
#include <math.h>
#include <stdio.h>

#include "stats.h"

static int close_to(double a, double b)
{
    return fabs(a - b) < 1e-6;
}

int main(void)
{
    struct stats empty = stats_compute(NULL, 0);
    assert(empty.n == 0 && empty.rms == 0.0);

    const float square[] = {1.0f, -1.0f, 1.0f, -1.0f};
    struct stats s = stats_compute(square, 4);
    assert(close_to(s.mean, 0.0));
    assert(close_to(s.rms, 1.0));
    assert(close_to(s.peak, 1.0));
    assert(close_to(stats_crest_factor(&s), 1.0));

    const float ramp[] = {0.0f, 1.0f, 2.0f, 3.0f, 4.0f};
    struct stats r = stats_compute(ramp, 5);
    assert(close_to(r.mean, 2.0));
    assert(close_to(r.stddev, sqrt(2.0)));
    assert(close_to(r.rms, sqrt(6.0)));

    puts("test_stats: ok");
    return 0;
}
