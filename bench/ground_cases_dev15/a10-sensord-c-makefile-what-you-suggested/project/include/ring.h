#ifndef SENSORD_RING_H
#define SENSORD_RING_H

#include <pthread.h>
#include <stddef.h>

/* Fixed-size ring of float samples shared by the reader thread and the publisher. */
struct ring {
    float *buf;
    size_t cap;
    size_t head;
    size_t len;
    pthread_mutex_t lock;
};

int ring_init(struct ring *r, size_t cap);
void ring_free(struct ring *r);
void ring_push(struct ring *r, float v);
/* Copies the newest min(len, max) samples, oldest first; returns how many. */
size_t ring_snapshot(struct ring *r, float *out, size_t max);

#endif
