/* Separate-chaining hash map with string keys and owned byte values. */
#include "hashmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HM_MIN_BUCKETS 16
#define HM_MAX_LOAD 0.75

typedef struct hm_entry {
    struct hm_entry *next;
    uint64_t hash;
    char *key;
    void *value;
    size_t value_len;
} hm_entry;

struct hashmap {
    hm_entry **buckets;
    size_t nbuckets;
    size_t count;
};

static uint64_t fnv1a(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ULL;
    }
    return h;
}

static hm_entry *entry_new(const char *key, uint64_t h, const void *value, size_t len)
{
    hm_entry *e = malloc(sizeof *e);
    if (!e)
        return NULL;
    e->key = strdup(key);
    e->value = malloc(len ? len : 1);
    if (!e->key || !e->value) {
        free(e->key);
        free(e->value);
        free(e);
        return NULL;
    }
    memcpy(e->value, value, len);
    e->value_len = len;
    e->hash = h;
    e->next = NULL;
    return e;
}

static void entry_free(hm_entry *e)
{
    free(e->key);
    free(e->value);
    free(e);
}

hashmap *hm_new(void)
{
    hashmap *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->buckets = calloc(HM_MIN_BUCKETS, sizeof *m->buckets);
    if (!m->buckets) {
        free(m);
        return NULL;
    }
    m->nbuckets = HM_MIN_BUCKETS;
    return m;
}

void hm_free(hashmap *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->nbuckets; i++) {
        hm_entry *e = m->buckets[i];
        while (e) {
            hm_entry *next = e->next;
            entry_free(e);
            e = next;
        }
    }
    free(m->buckets);
    free(m);
}

static int grow(hashmap *m)
{
    size_t n = m->nbuckets * 2;
    hm_entry **b = calloc(n, sizeof *b);
    if (!b)
        return -1;
    for (size_t i = 0; i < m->nbuckets; i++) {
        hm_entry *e = m->buckets[i];
        while (e) {
            hm_entry *next = e->next;
            size_t j = e->hash & (n - 1);
            e->next = b[j];
            b[j] = e;
            e = next;
        }
    }
    free(m->buckets);
    m->buckets = b;
    m->nbuckets = n;
    return 0;
}

int hm_put(hashmap *m, const char *key, const void *value, size_t len)
{
    uint64_t h = fnv1a(key);
    size_t idx = h & (m->nbuckets - 1);
    for (hm_entry *e = m->buckets[idx]; e; e = e->next) {
        if (e->hash == h && strcmp(e->key, key) == 0) {
            void *v = malloc(len ? len : 1);
            if (!v)
                return -1;
            memcpy(v, value, len);
            free(e->value);
            e->value = v;
            e->value_len = len;
            return 0;
        }
    }
    if ((double)(m->count + 1) / m->nbuckets > HM_MAX_LOAD) {
        if (grow(m) != 0)
            return -1;
        idx = h & (m->nbuckets - 1);
    }
    hm_entry *e = entry_new(key, h, value, len);
    if (!e)
        return -1;
    e->next = m->buckets[idx];
    m->buckets[idx] = e;
    m->count++;
    return 0;
}

const void *hm_get(const hashmap *m, const char *key, size_t *len)
{
    uint64_t h = fnv1a(key);
    for (hm_entry *e = m->buckets[h & (m->nbuckets - 1)]; e; e = e->next) {
        if (e->hash == h && strcmp(e->key, key) == 0) {
            if (len)
                *len = e->value_len;
            return e->value;
        }
    }
    return NULL;
}

int hm_remove(hashmap *m, const char *key)
{
    uint64_t h = fnv1a(key);
    hm_entry **pp = &m->buckets[h & (m->nbuckets - 1)];
    while (*pp) {
        hm_entry *e = *pp;
        if (e->hash == h && strcmp(e->key, key) == 0) {
            *pp = e->next;
            entry_free(e);
            m->count--;
            return 1;
        }
        pp = &e->next;
    }
    return 0;
}

size_t hm_count(const hashmap *m)
{
    return m->count;
}

void hm_stats(const hashmap *m, hm_stats_t *out)
{
    size_t longest = 0, used = 0;
    for (size_t i = 0; i < m->nbuckets; i++) {
        size_t n = 0;
        for (hm_entry *e = m->buckets[i]; e; e = e->next)
            n++;
        if (n)
            used++;
        if (n > longest)
            longest = n;
    }
    out->count = m->count;
    out->buckets = m->nbuckets;
    out->used_buckets = used;
    out->longest_chain = longest;
    out->load_factor = m->nbuckets ? (double)m->count / (double)m->nbuckets : 0.0;
}

/* Iteration. The iterator may remove the entry it is on (hm_iter_remove) and go on. */

void hm_iter_init(const hashmap *m, hm_iter *it)
{
    it->map = (hashmap *)m;
    it->bucket = 0;
    it->prevp = NULL;
    it->cur = NULL;
    it->next = m->nbuckets ? m->buckets[0] : NULL;
}

int hm_iter_next(hm_iter *it, const char **key, const void **value, size_t *len)
{
    hashmap *m = it->map;
    if (it->cur)
        it->prevp = (void **)&((hm_entry *)it->cur)->next;
    while (!it->next) {
        if (++it->bucket >= m->nbuckets)
            return 0;
        it->next = m->buckets[it->bucket];
        it->prevp = NULL;
    }
    hm_entry *e = it->next;
    if (!it->prevp)
        it->prevp = (void **)&m->buckets[it->bucket];
    it->cur = e;
    it->next = e->next;
    *key = e->key;
    *value = e->value;
    if (len)
        *len = e->value_len;
    return 1;
}

void hm_iter_remove(hm_iter *it)
{
    hm_entry *e = it->cur;
    if (!e)
        return;
    entry_free(e);
    *it->prevp = e->next;
    it->next = e->next;
    it->cur = NULL;
    it->map->count--;
}
