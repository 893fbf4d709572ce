#include <stdlib.h>
#include <string.h>

#include "tinyini.h"

char *ini_strndup(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (!p)
        return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

const char *ini_get(const ini_doc *doc, const char *section, const char *key)
{
    for (size_t i = 0; i < doc->count; i++) {
        const ini_entry *e = &doc->entries[i];
        if (strcmp(e->section, section) == 0 && strcmp(e->key, key) == 0)
            return e->value;
    }
    return NULL;
}

void ini_free(ini_doc *doc)
{
    for (size_t i = 0; i < doc->count; i++) {
        free(doc->entries[i].section);
        free(doc->entries[i].key);
        free(doc->entries[i].value);
    }
    free(doc->entries);
    doc->entries = NULL;
    doc->count = doc->cap = 0;
}
