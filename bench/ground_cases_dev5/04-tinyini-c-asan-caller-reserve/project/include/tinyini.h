#ifndef TINYINI_H
#define TINYINI_H

#include <stddef.h>

typedef struct ini_entry {
    char *section;
    char *key;
    char *value;
} ini_entry;

typedef struct ini_doc {
    ini_entry *entries;
    size_t count;
    size_t cap;
} ini_doc;

int ini_parse_fd(int fd, ini_doc *doc);
const char *ini_get(const ini_doc *doc, const char *section, const char *key);
void ini_free(ini_doc *doc);

#endif
