/* parse.c - key=value parsing for syslog-style records */
#include "parse.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_ws(const char *p)
{
    while (*p && isspace((unsigned char)*p))
        p++;
    return p;
}

static char *dup_range(const char *start, const char *end)
{
    size_t len = (size_t)(end - start);
    char *s = malloc(len + 1);
    if (!s)
        return NULL;
    memcpy(s, start, len);
    s[len] = '\0';
    return s;
}

int parse_kv(const char *line, struct kv *out, int max)
{
    int n = 0;
    const char *p = skip_ws(line);

    while (*p && n < max) {
        const char *key = p;
        while (*p && *p != '=' && !isspace((unsigned char)*p))
            p++;
        if (*p != '=')
            break;
        out[n].key = dup_range(key, p);
        p++;
        if (*p == '"') {
            const char *val = ++p;
            while (*p && *p != '"')
                p++;
            out[n].value = dup_range(val, p);
            if (*p == '"')
                p++;
        } else {
            const char *val = p;
            while (*p && !isspace((unsigned char)*p))
                p++;
            out[n].value = dup_range(val, p);
        }
        n++;
        p = skip_ws(p);
    }
    return n;
}

void kv_free(struct kv *kv, int n)
{
    for (int i = 0; i < n; i++) {
        free(kv[i].key);
        free(kv[i].value);
    }
}
