#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "list.h"

static void test_push_back_order(void) {
    list_t *l = list_new();
    list_push_back(l, "a");
    list_push_back(l, "b");
    list_push_back(l, "c");
    assert(l->size == 3);
    assert(strcmp(l->head->key, "a") == 0);
    assert(strcmp(l->tail->key, "c") == 0);
    list_destroy(l);
}

static void test_remove_middle(void) {
    list_t *l = list_new();
    list_push_back(l, "a");
    list_push_back(l, "b");
    list_push_back(l, "c");
    assert(list_remove(l, "b") == 1);
    assert(l->size == 2);
    assert(strcmp(l->head->next->key, "c") == 0);
    list_destroy(l);
}

static void test_reverse(void) {
    list_t *l = list_new();
    list_push_back(l, "x");
    list_push_back(l, "y");
    list_reverse(l);
    assert(strcmp(l->head->key, "y") == 0);
    assert(strcmp(l->tail->key, "x") == 0);
    list_destroy(l);
}

int main(void) {
    test_push_back_order();
    test_remove_middle();
    test_reverse();
    puts("all local tests passed");
    return 0;
}
