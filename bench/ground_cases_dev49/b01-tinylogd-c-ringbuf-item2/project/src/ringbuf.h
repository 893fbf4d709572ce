#ifndef TINYLOG_RINGBUF_H
#define TINYLOG_RINGBUF_H

#include <stdbool.h>
#include <stddef.h>

/* Fixed-capacity ring of log lines. One slot is kept empty to tell full from empty,
 * so a ring created with cap N holds at most N - 1 lines. */
typedef struct {
    char **slots;
    size_t cap;
    size_t head;    /* next slot to write */
    size_t tail;    /* oldest line */
    size_t dropped; /* lines thrown away because the ring was full */
} ringbuf_t;

/* Allocate cap slots. Returns 0 on success. */
int ringbuf_init(ringbuf_t *rb, size_t cap);

/* Free every buffered line and the slots. */
void ringbuf_free(ringbuf_t *rb);

/* Number of lines currently buffered. */
size_t ringbuf_count(const ringbuf_t *rb);

/* Copy line into the ring, dropping the oldest line when full. False if out of memory. */
bool ringbuf_push(ringbuf_t *rb, const char *line);

/* Oldest line (caller frees it), or NULL when empty. */
char *ringbuf_pop(ringbuf_t *rb);

#endif
