#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../list.h"

static int failures = 0;

#define CHECK(cond) do { if (!(cond)) { \
    printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); failures++; } } while (0)

static void test_append_get(void)
{
    List *l = list_create();
    list_append(l, "a");
    list_append(l, "b");
    list_append(l, "c");
    CHECK(l->size == 3);
    CHECK(strcmp(list_get(l, 1), "b") == 0);
    CHECK(list_get(l, 3) == NULL);
    list_destroy(l);
}

static void test_remove_middle(void)
{
    List *l = list_create();
    list_append(l, "x");
    list_append(l, "y");
    list_append(l, "z");
    CHECK(list_remove_at(l, 2) == 0);
    CHECK(strcmp(l->tail->data, "y") == 0);
    CHECK(list_remove_at(l, 5) == -1);
    list_destroy(l);
}

static void test_reverse(void)
{
    List *l = list_create();
    list_append(l, "1");
    list_append(l, "2");
    list_reverse(l);
    CHECK(strcmp(list_get(l, 0), "2") == 0);
    CHECK(strcmp(l->tail->data, "1") == 0);
    list_destroy(l);
}

static void test_pop_front(void)
{
    List *l = list_create();
    char *s;
    list_push_front(l, "only");
    s = list_pop_front(l);
    CHECK(strcmp(s, "only") == 0);
    CHECK(l->head == NULL && l->tail == NULL);
    free(s);
    list_destroy(l);
}

int main(void)
{
    test_append_get();
    test_remove_middle();
    test_reverse();
    test_pop_front();
    printf("%s (%d failures)\n", failures ? "FAILED" : "ALL PASSED", failures);
    return failures != 0;
}
