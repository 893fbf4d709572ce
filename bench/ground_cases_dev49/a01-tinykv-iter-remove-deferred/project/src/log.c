/* Append-only log: [u8 op][u32 klen][u32 vlen][key][value], little endian. */
#include "log.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct kvlog {
    FILE *f;
};

kvlog *kvlog_open(const char *path)
{
    kvlog *l = malloc(sizeof *l);
    if (!l)
        return NULL;
    l->f = fopen(path, "a+b");
    if (!l->f) {
        free(l);
        return NULL;
    }
    return l;
}

void kvlog_close(kvlog *l)
{
    if (!l)
        return;
    fclose(l->f);
    free(l);
}

static int put_u32(FILE *f, uint32_t v)
{
    unsigned char b[4] = {v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >> 24) & 0xff};
    return fwrite(b, 1, 4, f) == 4 ? 0 : -1;
}

static int get_u32(FILE *f, uint32_t *v)
{
    unsigned char b[4];
    if (fread(b, 1, 4, f) != 4)
        return -1;
    *v = b[0] | (b[1] << 8) | (b[2] << 16) | ((uint32_t)b[3] << 24);
    return 0;
}

int kvlog_append(kvlog *l, const char *key, const void *value, size_t len, int is_del)
{
    uint32_t klen = (uint32_t)strlen(key);
    if (fputc(is_del ? 'D' : 'P', l->f) == EOF || put_u32(l->f, klen) || put_u32(l->f, (uint32_t)len))
        return -1;
    if (fwrite(key, 1, klen, l->f) != klen || (len && fwrite(value, 1, len, l->f) != len))
        return -1;
    return fflush(l->f) == 0 ? 0 : -1;
}

int kvlog_replay(kvlog *l, kvlog_fn fn, void *ctx)
{
    int op;
    rewind(l->f);
    while ((op = fgetc(l->f)) != EOF) {
        uint32_t klen, vlen;
        if (get_u32(l->f, &klen) || get_u32(l->f, &vlen))
            return -1;
        char *key = malloc(klen + 1);
        void *val = malloc(vlen ? vlen : 1);
        if (!key || !val || fread(key, 1, klen, l->f) != klen || fread(val, 1, vlen, l->f) != vlen) {
            free(key);
            free(val);
            return -1;
        }
        key[klen] = '\0';
        int rc = fn(key, val, vlen, op == 'D', ctx);
        free(key);
        free(val);
        if (rc != 0)
            return -1;
    }
    return 0;
}
