#include <assert.h>
#include <stdio.h>

#include "ring.h"

int main(void)
{
    struct ring r;
    assert(ring_init(&r, 4) == 0);

    float out[8];
    assert(ring_snapshot(&r, out, 8) == 0);

    for (int i = 1; i <= 6; i++)
        ring_push(&r, (float)i);

    /* capacity 4: only 3..6 are left, oldest first */
    size_t n = ring_snapshot(&r, out, 8);
    assert(n == 4);
    assert(out[0] == 3.0f && out[3] == 6.0f);

    n = ring_snapshot(&r, out, 2);
    assert(n == 2);
    assert(out[0] == 5.0f && out[1] == 6.0f);

    ring_free(&r);
    puts("test_ring: ok");
    return 0;
}
