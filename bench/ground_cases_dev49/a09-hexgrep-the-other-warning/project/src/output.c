#include <stdio.h>

#include "hexgrep.h"

#define ROW 16
#define HL_ON "\033[1;31m"
#define HL_OFF "\033[0m"

static int printable(unsigned char c)
{
    return c >= 0x20 && c < 0x7f;
}

/* One xxd-style row: hex bytes, then the ASCII column. Bytes in [hl_from, hl_to) are highlighted. */
void print_hex_line(const unsigned char *buf, size_t len, size_t hl_from, size_t hl_to, int color)
{
    for (size_t i = 0; i < ROW; i++) {
        if (i < len) {
            int hl = color && i >= hl_from && i < hl_to;
            printf("%s%02x%s ", hl ? HL_ON : "", buf[i], hl ? HL_OFF : "");
        } else {
            printf("   ");
        }
    }
    putchar(' ');
    for (int i = 0; i < len; i++)
        putchar(printable(buf[i]) ? buf[i] : '.');
    putchar('\n');
}

void print_match(const char *name, long long offset, const unsigned char *buf, size_t len,
                 size_t hit, size_t hit_len, const struct options *opt)
{
    size_t ctx = (size_t)opt->context;
    size_t from = hit > ctx ? hit - ctx : 0;
    size_t to = hit + hit_len + ctx < len ? hit + hit_len + ctx : len;
    printf("%s:%08llx:\n", name, (unsigned long long)(offset - (long long)(hit - from)));
    for (size_t row = from; row < to; row += ROW) {
        size_t n = to - row < ROW ? to - row : ROW;
        size_t a = hit > row ? hit - row : 0;
        size_t b = hit + hit_len > row ? hit + hit_len - row : 0;
        print_hex_line(buf + row, n, a, b, opt->color);
    }
}
