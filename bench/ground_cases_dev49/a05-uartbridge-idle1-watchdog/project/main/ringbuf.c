#include "ringbuf.h"

#include <string.h>

void rb_init(ringbuf_t *rb)
{
    memset(rb, 0, sizeof(*rb));
}

size_t rb_count(const ringbuf_t *rb)
{
    return (uint16_t)(rb->head - rb->tail) & RB_MASK;
}

size_t rb_put(ringbuf_t *rb, const uint8_t *src, size_t len)
{
    size_t n = 0;
    while (n < len) {
        uint16_t next = (rb->head + 1) & RB_MASK;
        if (next == rb->tail) {
            rb->dropped += len - n;
            break;
        }
        rb->data[rb->head] = src[n++];
        __sync_synchronize(); /* data visible before the new head */
        rb->head = next;
    }
    return n;
}

size_t rb_get(ringbuf_t *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;
    while (n < len && rb->tail != rb->head) {
        dst[n++] = rb->data[rb->tail];
        __sync_synchronize(); /* read done before the slot is released */
        rb->tail = (rb->tail + 1) & RB_MASK;
    }
    return n;
}

size_t rb_peek(const ringbuf_t *rb, size_t offset, uint8_t *out)
{
    if (offset >= rb_count(rb))
        return 0;
    *out = rb->data[(rb->tail + offset) & RB_MASK];
    return 1;
}
