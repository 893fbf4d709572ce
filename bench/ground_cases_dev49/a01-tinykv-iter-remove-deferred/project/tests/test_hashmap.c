#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "hashmap.h"

static void test_put_get(void)
{
    hashmap *m = hm_new();
    assert(hm_put(m, "a", "1", 1) == 0);
    assert(hm_put(m, "b", "22", 2) == 0);
    size_t len;
    const char *v = hm_get(m, "b", &len);
    assert(v && len == 2 && memcmp(v, "22", 2) == 0);
    assert(hm_get(m, "zz", NULL) == NULL);
    hm_free(m);
}

static void test_overwrite(void)
{
    hashmap *m = hm_new();
    hm_put(m, "k", "old", 3);
    hm_put(m, "k", "newer", 5);
    size_t len;
    const char *v = hm_get(m, "k", &len);
    assert(len == 5 && memcmp(v, "newer", 5) == 0);
    assert(hm_count(m) == 1);
    hm_free(m);
}

static void test_grow_keeps_keys(void)
{
    hashmap *m = hm_new();
    char key[16];
    for (int i = 0; i < 1000; i++) {
        snprintf(key, sizeof key, "key%d", i);
        assert(hm_put(m, key, &i, sizeof i) == 0);
    }
    for (int i = 0; i < 1000; i++) {
        snprintf(key, sizeof key, "key%d", i);
        const int *v = hm_get(m, key, NULL);
        assert(v && *v == i);
    }
    hm_free(m);
}

static void test_remove_middle_of_chain(void)
{
    hashmap *m = hm_new();
    char key[16];
    for (int i = 0; i < 64; i++) {
        snprintf(key, sizeof key, "k%d", i);
        hm_put(m, key, &i, sizeof i);
    }
    for (int i = 0; i < 64; i += 2) {
        snprintf(key, sizeof key, "k%d", i);
        assert(hm_remove(m, key) == 1);
    }
    assert(hm_count(m) == 32);
    assert(hm_remove(m, "k0") == 0);
    assert(hm_get(m, "k1", NULL) != NULL);
    hm_free(m);
}

int main(void)
{
    test_put_get();
    test_overwrite();
    test_grow_keeps_keys();
    test_remove_middle_of_chain();
    puts("test_hashmap: ok");
    return 0;
}
