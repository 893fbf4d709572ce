#include <stdlib.h>
#include <string.h>

#include "hexgrep.h"

#define CHUNK (1 << 16)

/* Find every occurrence of opt->needle in f, reading CHUNK bytes at a time and keeping the
 * last needle_len - 1 bytes of each chunk so matches across chunk borders are found. */
static size_t scan_buffer(const unsigned char *buf, size_t len, long long base, const char *name,
                          const struct options *opt)
{
    size_t found = 0;
    if (len < opt->needle_len)
        return 0;
    for (size_t i = 0; i + opt->needle_len <= len; i++) {
        if (buf[i] == opt->needle[0] && memcmp(buf + i, opt->needle, opt->needle_len) == 0) {
            found++;
            if (!opt->count_only)
                print_match(name, base + (long long)i, buf, len, i, opt->needle_len, opt);
        }
    }
    return found;
}

size_t scan_file(FILE *f, const char *name, const struct options *opt)
{
    size_t keep = opt->needle_len - 1;
    unsigned char *buf = malloc(CHUNK + keep);
    long long base = 0;
    size_t have = 0, n = 0;
    if (!buf) {
        perror("hexgrep");
        return 0;
    }
    for (;;) {
        size_t got = fread(buf + have, 1, CHUNK, f);
        if (got == 0) {
            if (ferror(f))
                perror(name);
            break;
        }
        have += got;
        n += scan_buffer(buf, have, base, name, opt);
        if (have > keep) {
            memmove(buf, buf + have - keep, keep);
            base += (long long)(have - keep);
            have = keep;
        }
    }
    free(buf);
    return n;
}
