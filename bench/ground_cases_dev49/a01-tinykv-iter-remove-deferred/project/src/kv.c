/* The store: an in-memory hash map, replayed from and appended to a log file. */
#include "tinykv/kv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hashmap.h"
#include "log.h"

struct kv {
    hashmap *map;
    kvlog *log;
};

static int replay(const char *key, const void *value, size_t len, int is_del, void *ctx)
{
    hashmap *m = ctx;
    if (is_del)
        return hm_remove(m, key) >= 0 ? 0 : -1;
    return hm_put(m, key, value, len);
}

kv *kv_open(const char *path)
{
    kv *db = calloc(1, sizeof *db);
    if (!db)
        return NULL;
    db->map = hm_new();
    db->log = kvlog_open(path);
    if (!db->map || !db->log || kvlog_replay(db->log, replay, db->map) != 0) {
        kv_close(db);
        return NULL;
    }
    return db;
}

void kv_close(kv *db)
{
    if (!db)
        return;
    kvlog_close(db->log);
    hm_free(db->map);
    free(db);
}

int kv_put(kv *db, const char *key, const void *value, size_t len)
{
    if (kvlog_append(db->log, key, value, len, 0) != 0)
        return -1;
    return hm_put(db->map, key, value, len);
}

const void *kv_get(kv *db, const char *key, size_t *len)
{
    return hm_get(db->map, key, len);
}

int kv_del(kv *db, const char *key)
{
    if (!hm_remove(db->map, key))
        return 0;
    return kvlog_append(db->log, key, NULL, 0, 1) == 0 ? 1 : -1;
}

size_t kv_purge_prefix(kv *db, const char *prefix)
{
    size_t n = 0, plen = strlen(prefix);
    hm_iter it;
    const char *key;
    const void *value;
    hm_iter_init(db->map, &it);
    while (hm_iter_next(&it, &key, &value, NULL)) {
        if (strncmp(key, prefix, plen) != 0)
            continue;
        if (kvlog_append(db->log, key, NULL, 0, 1) != 0)
            break;
        hm_iter_remove(&it);
        n++;
    }
    return n;
}

void kv_print_stats(kv *db)
{
    hm_stats_t st;
    hm_stats(db->map, &st);
    printf("keys          %zu\n", st.count);
    printf("buckets       %zu (%zu used)\n", st.buckets, st.used_buckets);
    printf("longest chain %zu\n", st.longest_chain);
    printf("load factor   %.2f\n", st.load_factor);
}
