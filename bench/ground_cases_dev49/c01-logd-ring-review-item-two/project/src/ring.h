#ifndef LOGD_RING_H
#define LOGD_RING_H

#include <stddef.h>

/* Single-producer/single-consumer byte ring. The caller serialises access
 * (main.c holds q_lock around every call). cap must be a power of two. */
struct ring {
    char *buf;
    size_t cap;
    size_t head; /* next write position */
    size_t tail; /* next read position */
    size_t len;  /* bytes stored */
};

int ring_init(struct ring *r, size_t cap);
void ring_free(struct ring *r);
size_t ring_avail(const struct ring *r);
int ring_push(struct ring *r, const void *data, size_t n);
size_t ring_pop(struct ring *r, void *out, size_t max);
size_t ring_peek_line(const struct ring *r, char *out, size_t max);

#endif
