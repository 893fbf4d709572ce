/* Host-side tests for the ring buffer: make test */
#include <assert.h>
#include <stdio.h>

#include "ringbuf.h"

static void test_starts_empty(void)
{
    ringbuf_t rb;
    uint8_t   b;
    ringbuf_init(&rb);
    assert(ringbuf_empty(&rb));
    assert(!ringbuf_get(&rb, &b));
}

static void test_fifo_order(void)
{
    ringbuf_t rb;
    uint8_t   b;
    ringbuf_init(&rb);
    for (uint8_t i = 1; i <= 5; i++) {
        assert(ringbuf_put(&rb, i));
    }
    for (uint8_t i = 1; i <= 5; i++) {
        assert(ringbuf_get(&rb, &b) && b == i);
    }
}

static void test_full_rejects(void)
{
    ringbuf_t rb;
    ringbuf_init(&rb);
    for (unsigned i = 0; i < RINGBUF_SIZE - 1u; i++) {
        assert(ringbuf_put(&rb, (uint8_t)i));
    }
    assert(!ringbuf_put(&rb, 0xAA));
    assert(ringbuf_count(&rb) == RINGBUF_SIZE - 1u);
}

static void test_wraps_around(void)
{
    ringbuf_t rb;
    uint8_t   b;
    ringbuf_init(&rb);
    for (unsigned round = 0; round < 3u * RINGBUF_SIZE; round++) {
        assert(ringbuf_put(&rb, (uint8_t)round));
        assert(ringbuf_get(&rb, &b) && b == (uint8_t)round);
    }
    assert(ringbuf_empty(&rb));
}

int main(void)
{
    test_starts_empty();
    test_fifo_order();
    test_full_rejects();
    test_wraps_around();
    puts("ringbuf: 4 tests ok");
    return 0;
}
