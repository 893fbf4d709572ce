#include "ringbuf.h"

#include <string.h>

#if (RINGBUF_SIZE & (RINGBUF_SIZE - 1)) != 0
#error "RINGBUF_SIZE must be a power of two"
#endif

#define WRAP(i) ((uint16_t)((i) & (RINGBUF_SIZE - 1u)))

void ringbuf_init(ringbuf_t *rb)
{
    memset(rb, 0, sizeof *rb);
}

/* Producer side (ISR). Returns false and keeps the old data when full. */
bool ringbuf_put(ringbuf_t *rb, uint8_t byte)
{
    uint16_t next = WRAP(rb->head + 1u);
    if (next == rb->tail) {
        return false;
    }
    rb->buf[rb->head] = byte;
    rb->head = next;
    return true;
}

/* Consumer side (main loop). */
bool ringbuf_get(ringbuf_t *rb, uint8_t *out)
{
    if (rb->head == rb->tail) {
        return false;
    }
    *out = rb->buf[rb->tail];
    rb->tail = WRAP(rb->tail + 1u);
    return true;
}

uint16_t ringbuf_count(const ringbuf_t *rb)
{
    return WRAP(rb->head - rb->tail);
}

bool ringbuf_empty(const ringbuf_t *rb)
{
    return rb->head == rb->tail;
}
