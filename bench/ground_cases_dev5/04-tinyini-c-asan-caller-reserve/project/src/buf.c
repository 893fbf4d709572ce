#include <stdlib.h>
#include <string.h>

#include "buf.h"

int buf_reserve(buf_t *b, size_t need)
{
    if (b->cap >= need)
        return 0;
    size_t cap = b->cap ? b->cap : 16;
    while (cap < need)
        cap *= 2;
    char *p = realloc(b->data, cap);
    if (!p)
        return -1;
    b->data = p;
    b->cap = cap;
    return 0;
}

void buf_append_raw(buf_t *b, const char *s, size_t n)
{
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

int buf_append(buf_t *b, const char *s, size_t n)
{
    if (buf_reserve(b, b->len + n + 1) != 0)
        return -1;
    buf_append_raw(b, s, n);
    return 0;
}

void buf_clear(buf_t *b)
{
    b->len = 0;
    if (b->data)
        b->data[0] = '\0';
}

const char *buf_cstr(buf_t *b)
{
    return b->data ? b->data : "";
}

void buf_free(buf_t *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}
