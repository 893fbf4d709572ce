/* ring.c - byte ring buffer between the reader loop and the sender thread */
#include "ring.h"

#include <stdlib.h>
#include <string.h>

static size_t min_sz(size_t a, size_t b)
{
    return a < b ? a : b;
}

int ring_init(struct ring *r, size_t cap)
{
    r->buf = malloc(cap);
    if (!r->buf)
        return -1;
    r->cap = cap;
    r->head = 0;
    r->tail = 0;
    r->len = 0;
    return 0;
}

void ring_free(struct ring *r)
{
    free(r->buf);
    r->len = 0;
}

size_t ring_avail(const struct ring *r)
{
    return r->cap - r->len;
}

int ring_push(struct ring *r, const void *data, size_t n)
{
    if (n > ring_avail(r))
        return -1;
    size_t first = min_sz(n, r->cap - r->head);

    memcpy(r->buf + r->head, data, first);
    memcpy(r->buf, (const char *)data + first, n - first);
    r->head = (r->head + n) & (r->cap - 1);
    r->len += n;
    return 0;
}

size_t ring_pop(struct ring *r, void *out, size_t max)
{
    size_t n = max < r->len ? max : r->len;
    size_t first = r->cap - r->tail;

    if (first > n)
        first = n;
    memcpy(out, r->buf + r->tail, first);
    memcpy((char *)out + first, r->buf, n - first);
    r->tail = (r->tail + n) & (r->cap - 1);
    r->len -= n;
    return n;
}

/* Copy the first '\n'-terminated record (without the newline) into out.
 * Returns its length, or 0 when no full line is buffered. */
size_t ring_peek_line(const struct ring *r, char *out, size_t max)
{
    for (size_t i = 0; i < r->len && i + 1 < max; i++) {
        char c = r->buf[(r->tail + i) & (r->cap - 1)];
        if (c == '\n') {
            out[i] = '\0';
            return i + 1;
        }
        out[i] = c;
    }
    return 0;
}
