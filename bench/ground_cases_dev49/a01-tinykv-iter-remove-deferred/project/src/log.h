#ifndef TINYKV_LOG_H
#define TINYKV_LOG_H

#include <stddef.h>

typedef struct kvlog kvlog;
typedef int (*kvlog_fn)(const char *key, const void *value, size_t len, int is_del, void *ctx);

kvlog *kvlog_open(const char *path);
void kvlog_close(kvlog *l);
int kvlog_append(kvlog *l, const char *key, const void *value, size_t len, int is_del);
int kvlog_replay(kvlog *l, kvlog_fn fn, void *ctx);

#endif
