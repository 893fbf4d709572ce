#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "parse.h"

static void test_simple(void)
{
    struct kv kv[4];
    int n = parse_kv("host=web1 level=warn", kv, 4);

    assert(n == 2);
    assert(strcmp(kv[0].key, "host") == 0);
    assert(strcmp(kv[0].value, "web1") == 0);
    assert(strcmp(kv[1].key, "level") == 0);
    assert(strcmp(kv[1].value, "warn") == 0);
    kv_free(kv, n);
}

static void test_quoted(void)
{
    struct kv kv[4];
    int n = parse_kv("msg=\"disk almost full\" pct=93", kv, 4);

    assert(n == 2);
    assert(strcmp(kv[0].value, "disk almost full") == 0);
    assert(strcmp(kv[1].value, "93") == 0);
    kv_free(kv, n);
}

static void test_garbage(void)
{
    struct kv kv[4];

    assert(parse_kv("no pairs here", kv, 4) == 0);
    assert(parse_kv("", kv, 4) == 0);
}

int main(void)
{
    test_simple();
    test_quoted();
    test_garbage();
    puts("test_parse: ok");
    return 0;
}
