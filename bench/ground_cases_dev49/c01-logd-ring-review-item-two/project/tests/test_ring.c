#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "ring.h"

static void test_push_pop(void)
{
    struct ring r;
    char out[16];

    assert(ring_init(&r, 16) == 0);
    assert(ring_push(&r, "hello", 5) == 0);
    assert(r.len == 5);
    assert(ring_pop(&r, out, sizeof out) == 5);
    assert(memcmp(out, "hello", 5) == 0);
    assert(r.len == 0);
    ring_free(&r);
}

static void test_full(void)
{
    struct ring r;

    assert(ring_init(&r, 8) == 0);
    assert(ring_push(&r, "12345678", 8) == 0);
    assert(ring_avail(&r) == 0);
    assert(ring_push(&r, "x", 1) == -1);
    ring_free(&r);
}

static void test_wrap_around(void)
{
    struct ring r;
    char out[8];

    assert(ring_init(&r, 8) == 0);
    assert(ring_push(&r, "abcdef", 6) == 0);
    assert(ring_pop(&r, out, 4) == 4);
    /* head is at 6: this write wraps to the start */
    assert(ring_push(&r, "WXYZ", 4) == 0);
    assert(ring_pop(&r, out, sizeof out) == 6);
    assert(memcmp(out, "efWXYZ", 6) == 0);
    ring_free(&r);
}

static void test_peek_line(void)
{
    struct ring r;
    char line[32];

    assert(ring_init(&r, 32) == 0);
    assert(ring_push(&r, "a=1\nb=2", 7) == 0);
    assert(ring_peek_line(&r, line, sizeof line) == 4);
    assert(strcmp(line, "a=1") == 0);
    ring_free(&r);
}

int main(void)
{
    test_push_pop();
    test_full();
    test_wrap_around();
    test_peek_line();
    puts("test_ring: ok");
    return 0;
}
