#include <string.h>
#include <unistd.h>

#include "reader.h"

void line_reader_init(line_reader *r, int fd)
{
    memset(r, 0, sizeof *r);
    r->fd = fd;
}

/* Appends the n bytes at p to the current line. */
static int take(line_reader *r, const char *p, size_t n)
{
    if (buf_reserve(&r->line, n + 1) != 0)
        return -1;
    buf_append_raw(&r->line, p, n);
    return 0;
}

/* Returns the next line without its newline, or NULL at end of input. */
const char *line_reader_next(line_reader *r)
{
    buf_clear(&r->line);
    for (;;) {
        if (r->pos < r->end) {
            char *start = r->chunk + r->pos;
            char *nl = memchr(start, '\n', r->end - r->pos);
            size_t n = nl ? (size_t)(nl - start) : r->end - r->pos;
            if (take(r, start, n) != 0)
                return NULL;
            r->pos += n + (nl != NULL);
            if (nl)
                return buf_cstr(&r->line);
        }
        ssize_t got = read(r->fd, r->chunk, CHUNK);
        if (got <= 0)
            return r->line.len ? buf_cstr(&r->line) : NULL;
        r->pos = 0;
        r->end = (size_t)got;
    }
}

void line_reader_free(line_reader *r)
{
    buf_free(&r->line);
}
