#ifndef HEXGREP_H
#define HEXGREP_H

#include <stddef.h>
#include <stdio.h>

struct options {
    const unsigned char *needle;
    size_t needle_len;
    int context;        /* bytes of context on each side, -C */
    int count_only;     /* -c */
    int color;
};

/* scan.c */
size_t scan_file(FILE *f, const char *name, const struct options *opt);

/* output.c */
void print_match(const char *name, long long offset, const unsigned char *buf, size_t len,
                 size_t hit, size_t hit_len, const struct options *opt);
void print_hex_line(const unsigned char *buf, size_t len, size_t hl_from, size_t hl_to, int color);

/* main.c */
int parse_hex(const char *s, unsigned char *out, size_t cap);

#endif
