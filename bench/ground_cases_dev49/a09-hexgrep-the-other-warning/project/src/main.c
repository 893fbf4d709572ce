#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hexgrep.h"

#define MAX_NEEDLE 256

static void usage(FILE *to)
{
    fprintf(to, "usage: hexgrep [-c] [-C N] [--color] HEX FILE...\n"
                "  HEX is a byte pattern like 'de ad be ef' or deadbeef\n");
}

int parse_hex(const char *s, unsigned char *out, size_t cap)
{
    size_t n = 0;
    int hi = -1;
    for (; *s; s++) {
        if (isspace((unsigned char)*s))
            continue;
        if (!isxdigit((unsigned char)*s))
            return -1;
        int v = isdigit((unsigned char)*s) ? *s - '0' : (tolower((unsigned char)*s) - 'a' + 10);
        if (hi < 0) {
            hi = v;
        } else {
            if (n == cap)
                return -1;
            out[n++] = (unsigned char)(hi << 4 | v);
            hi = -1;
        }
    }
    return hi < 0 ? (int)n : -1;
}

int main(int argc, char **argv)
{
    static unsigned char needle[MAX_NEEDLE];
    struct options opt = {0};
    int i;
    opt.context = 8;
    opt.color = isatty(STDOUT_FILENO);
    for (i = 1; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "--color") == 0) {
            opt.color = 1;
            continue;
        }
        switch (argv[i][1]) {
        case 'c':
            opt.count_only = 1;
            break;
        case 'C':
            if (i + 1 >= argc) {
                usage(stderr);
                return 2;
            }
            opt.context = atoi(argv[++i]);
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            usage(stderr);
            return 2;
        }
    }
    if (argc - i < 2) {
        usage(stderr);
        return 2;
    }
    int len = parse_hex(argv[i++], needle, sizeof needle);
    if (len <= 0) {
        fprintf(stderr, "hexgrep: bad hex pattern\n");
        return 2;
    }
    opt.needle = needle;
    opt.needle_len = (size_t)len;
    size_t total = 0;
    int status = 1;
    for (; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            status = 2;
            continue;
        }
        size_t n = scan_file(f, argv[i], &opt);
        fclose(f);
        if (opt.count_only)
            printf("%s:%zu\n", argv[i], n);
        total += n;
    }
    return total ? 0 : status;
}
