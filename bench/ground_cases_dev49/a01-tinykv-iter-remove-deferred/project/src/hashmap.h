#ifndef TINYKV_HASHMAP_H
#define TINYKV_HASHMAP_H

#include <stddef.h>

typedef struct hashmap hashmap;

typedef struct {
    size_t count;
    size_t buckets;
    size_t used_buckets;
    size_t longest_chain;
    double load_factor;
} hm_stats_t;

typedef struct {
    hashmap *map;
    size_t bucket;
    void **prevp;   /* link that points at cur, for hm_iter_remove */
    void *cur;
    void *next;
} hm_iter;

hashmap *hm_new(void);
void hm_free(hashmap *m);
int hm_put(hashmap *m, const char *key, const void *value, size_t len);
const void *hm_get(const hashmap *m, const char *key, size_t *len);
int hm_remove(hashmap *m, const char *key);
size_t hm_count(const hashmap *m);
void hm_stats(const hashmap *m, hm_stats_t *out);

void hm_iter_init(const hashmap *m, hm_iter *it);
int hm_iter_next(hm_iter *it, const char **key, const void **value, size_t *len);
void hm_iter_remove(hm_iter *it);

#endif
