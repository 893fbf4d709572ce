#ifndef TINYKV_KV_H
#define TINYKV_KV_H

#include <stddef.h>

typedef struct kv kv;

kv *kv_open(const char *path);
void kv_close(kv *db);
int kv_put(kv *db, const char *key, const void *value, size_t len);
const void *kv_get(kv *db, const char *key, size_t *len);
int kv_del(kv *db, const char *key);
size_t kv_purge_prefix(kv *db, const char *prefix);
void kv_print_stats(kv *db);

#endif
