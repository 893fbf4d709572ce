#include <assert.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tinykv/kv.h"

static const char *PATH = "test_kv.log";

static void test_reopen_replays(void)
{
    unlink(PATH);
    kv *db = kv_open(PATH);
    assert(db);
    assert(kv_put(db, "user:1", "ann", 3) == 0);
    assert(kv_put(db, "user:2", "bob", 3) == 0);
    assert(kv_del(db, "user:1") == 1);
    kv_close(db);

    db = kv_open(PATH);
    assert(db);
    assert(kv_get(db, "user:1", NULL) == NULL);
    size_t len;
    const char *v = kv_get(db, "user:2", &len);
    assert(v && len == 3 && memcmp(v, "bob", 3) == 0);
    kv_close(db);
    unlink(PATH);
}

static void test_del_missing(void)
{
    unlink(PATH);
    kv *db = kv_open(PATH);
    assert(kv_del(db, "nope") == 0);
    kv_close(db);
    unlink(PATH);
}

int main(void)
{
    test_reopen_replays();
    test_del_missing();
    puts("test_kv: ok");
    return 0;
}
