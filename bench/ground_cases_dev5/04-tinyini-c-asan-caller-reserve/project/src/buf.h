#ifndef TINYINI_BUF_H
#define TINYINI_BUF_H

#include <stddef.h>

typedef struct buf {
    char *data;
    size_t len;
    size_t cap;
} buf_t;

/* Ensures cap >= need. Returns 0 or -1 on allocation failure. */
int buf_reserve(buf_t *b, size_t need);
/* Appends n bytes and a terminator; the caller must have reserved len + n + 1. */
void buf_append_raw(buf_t *b, const char *s, size_t n);
/* Appends n bytes, growing the buffer as needed. */
int buf_append(buf_t *b, const char *s, size_t n);
void buf_clear(buf_t *b);
const char *buf_cstr(buf_t *b);
void buf_free(buf_t *b);

#endif
