#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ringbuf.h"

static void test_push_pop(void)
{
    ringbuf_t rb;
    ringbuf_init(&rb, 8);
    assert(ringbuf_push(&rb, "a"));
    assert(ringbuf_push(&rb, "b"));
    assert(ringbuf_count(&rb) == 2);
    char *s = ringbuf_pop(&rb);
    assert(strcmp(s, "a") == 0);
    free(s);
    ringbuf_free(&rb);
}

static void test_empty_pop(void)
{
    ringbuf_t rb;
    ringbuf_init(&rb, 4);
    assert(ringbuf_pop(&rb) == NULL);
    assert(ringbuf_count(&rb) == 0);
    ringbuf_free(&rb);
}

static void test_wraparound(void)
{
    ringbuf_t rb;
    ringbuf_init(&rb, 5);
    ringbuf_push(&rb, "a");
    ringbuf_push(&rb, "b");
    ringbuf_push(&rb, "c");
    free(ringbuf_pop(&rb));
    free(ringbuf_pop(&rb));
    ringbuf_push(&rb, "d");
    ringbuf_push(&rb, "e");
    assert(ringbuf_count(&rb) == 3);
    ringbuf_free(&rb);
}

int main(void)
{
    test_push_pop();
    test_empty_pop();
    test_wraparound();
    puts("test_ringbuf: ok");
    return 0;
}
