#include "ring.h"

#include <stdlib.h>

int ring_init(struct ring *r, size_t cap)
{
    r->buf = calloc(cap, sizeof *r->buf);
    if (!r->buf)
        return -1;
    r->cap = cap;
    r->head = 0;
    r->len = 0;
    return pthread_mutex_init(&r->lock, NULL);
}

void ring_free(struct ring *r)
{
    pthread_mutex_destroy(&r->lock);
    free(r->buf);
    r->buf = NULL;
}

void ring_push(struct ring *r, float v)
{
    pthread_mutex_lock(&r->lock);
    r->buf[r->head] = v;
    r->head = (r->head + 1) % r->cap;
    if (r->len < r->cap)
        r->len++;
    pthread_mutex_unlock(&r->lock);
}

size_t ring_snapshot(struct ring *r, float *out, size_t max)
{
    pthread_mutex_lock(&r->lock);
    size_t n = r->len < max ? r->len : max;
    size_t start = (r->head + r->cap - n) % r->cap;
    for (size_t i = 0; i < n; i++)
        out[i] = r->buf[(start + i) % r->cap];
    pthread_mutex_unlock(&r->lock);
    return n;
}
