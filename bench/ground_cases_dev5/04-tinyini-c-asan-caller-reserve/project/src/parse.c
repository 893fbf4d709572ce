#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "reader.h"
#include "tinyini.h"

char *ini_strndup(const char *s, size_t n);

static const char *skip_ws(const char *s)
{
    while (*s && isspace((unsigned char)*s))
        s++;
    return s;
}

static size_t trimmed_len(const char *s, size_t n)
{
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        n--;
    return n;
}

static int push(ini_doc *doc, const char *section, const char *k, size_t kn, const char *v, size_t vn)
{
    if (doc->count == doc->cap) {
        size_t cap = doc->cap ? doc->cap * 2 : 8;
        ini_entry *p = realloc(doc->entries, cap * sizeof *p);
        if (!p)
            return -1;
        doc->entries = p;
        doc->cap = cap;
    }
    ini_entry *e = &doc->entries[doc->count++];
    e->section = ini_strndup(section, strlen(section));
    e->key = ini_strndup(k, kn);
    e->value = ini_strndup(v, vn);
    return 0;
}

int ini_parse_fd(int fd, ini_doc *doc)
{
    line_reader r;
    char section[64] = "";
    const char *line;
    line_reader_init(&r, fd);
    while ((line = line_reader_next(&r)) != NULL) {
        const char *s = skip_ws(line);
        if (*s == '\0' || *s == ';' || *s == '#')
            continue;
        if (*s == '[') {
            const char *end = strchr(s, ']');
            size_t n = end ? (size_t)(end - s - 1) : 0;
            if (n >= sizeof section)
                n = sizeof section - 1;
            memcpy(section, s + 1, n);
            section[n] = '\0';
            continue;
        }
        const char *eq = strchr(s, '=');
        if (!eq)
            continue;
        const char *v = skip_ws(eq + 1);
        if (push(doc, section, s, trimmed_len(s, (size_t)(eq - s)), v, trimmed_len(v, strlen(v))) != 0) {
            line_reader_free(&r);
            return -1;
        }
    }
    line_reader_free(&r);
    return 0;
}
