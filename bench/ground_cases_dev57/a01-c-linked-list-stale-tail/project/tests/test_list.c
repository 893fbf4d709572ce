#include <assert.h>
#include <stdio.h>

#include "../list.h"

static void test_append_get(void) {
    list_t *l = list_create();
    for (int i = 0; i < 5; i++) {
        assert(list_append(l, i * 10) == 0);
    }
    int v;
    assert(list_get(l, 3, &v) == 0 && v == 30);
    assert(list_size(l) == 5);
    list_destroy(l);
}

static void test_insert_middle(void) {
    list_t *l = list_create();
    list_append(l, 1);
    list_append(l, 3);
    assert(list_insert_at(l, 1, 2) == 0);
    int v;
    assert(list_get(l, 1, &v) == 0 && v == 2);
    list_destroy(l);
}

static void test_remove_head(void) {
    list_t *l = list_create();
    list_append(l, 7);
    int v;
    assert(list_remove_at(l, 0, &v) == 0 && v == 7);
    assert(list_size(l) == 0);
    list_destroy(l);
}

static void test_reverse(void) {
    list_t *l = list_create();
    for (int i = 1; i <= 4; i++) {
        list_append(l, i);
    }
    list_reverse(l);
    int v;
    assert(list_get(l, 0, &v) == 0 && v == 4);
    list_destroy(l);
}

int main(void) {
    test_append_get();
    test_insert_middle();
    test_remove_head();
    test_reverse();
    printf("all local tests passed\n");
    return 0;
}
