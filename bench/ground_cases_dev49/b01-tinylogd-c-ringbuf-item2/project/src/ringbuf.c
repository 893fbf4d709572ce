#include "ringbuf.h"

#include <stdlib.h>
#include <string.h>

int ringbuf_init(ringbuf_t *rb, size_t cap)
{
    rb->slots = calloc(cap, sizeof(char *));
    rb->cap = cap;
    rb->head = 0;
    rb->tail = 0;
    rb->dropped = 0;
    return 0;
}

void ringbuf_free(ringbuf_t *rb)
{
    char *line;
    while ((line = ringbuf_pop(rb)) != NULL)
        free(line);
    free(rb->slots);
    rb->slots = NULL;
}

size_t ringbuf_count(const ringbuf_t *rb)
{
    /* head is behind tail after wrapping: add cap before taking the modulo */
    return (rb->head + rb->cap - rb->tail) % rb->cap;
}

/* Append a copy of line. When the ring is full the oldest line is dropped
 * (and counted) so that a slow sink never blocks the producer. */
bool ringbuf_push(ringbuf_t *rb, const char *line)
{
    char *copy = strdup(line);
    if (copy == NULL)
        return false;
    if (ringbuf_count(rb) == rb->cap) {
        free(rb->slots[rb->tail]);
        rb->slots[rb->tail] = NULL;
        rb->tail = (rb->tail + 1) % rb->cap;
        rb->dropped++;
    }
    rb->slots[rb->head] = copy;
    rb->head = (rb->head + 1) % rb->cap;
    return true;
}

char *ringbuf_pop(ringbuf_t *rb)
{
    if (rb->head == rb->tail)
        return NULL;
    char *line = rb->slots[rb->tail];
    rb->slots[rb->tail] = NULL;
    rb->tail = (rb->tail + 1) % rb->cap;
    return line;
}
