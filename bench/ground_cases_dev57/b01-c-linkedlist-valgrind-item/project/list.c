#include "list.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static node_t *node_new(const char *key) {
    node_t *n = malloc(sizeof *n);
    if (n == NULL) {
        perror("malloc");
        exit(1);
    }
    n->key = strdup(key);
    n->count = 1;
    n->next = NULL;
    return n;
}

list_t *list_new(void) {
    list_t *list = malloc(sizeof *list);
    if (list == NULL) {
        perror("malloc");
        exit(1);
    }
    list->head = NULL;
    list->tail = NULL;
    list->size = 0;
    return list;
}

void list_push_front(list_t *list, const char *key) {
    node_t *n = node_new(key);
    n->next = list->head;
    list->head = n;
    if (list->tail == NULL)
        list->tail = n;
    list->size++;
}

void list_push_back(list_t *list, const char *key) {
    node_t *n = node_new(key);
    if (list->tail == NULL) {
        list->head = n;
    } else {
        list->tail->next = n;
    }
    list->tail = n;
    list->size++;
}

node_t *list_find(const list_t *list, const char *key) {
    for (node_t *cur = list->head; cur != NULL; cur = cur->next) {
        if (strcmp(cur->key, key) == 0)
            return cur;
    }
    return NULL;
}

/* Returns 1 if a node with this key was removed, 0 otherwise. */
int list_remove(list_t *list, const char *key) {
    node_t *prev = NULL;
    node_t *cur = list->head;
    while (cur != NULL && strcmp(cur->key, key) != 0) {
        prev = cur;
        cur = cur->next;
    }
    if (cur == NULL)
        return 0;
    if (prev == NULL)
        list->head = cur->next;
    else
        prev->next = cur->next;
    if (list->tail == cur)
        list->tail = prev;
    free(cur);
    list->size--;
    return 1;
}

void list_reverse(list_t *list) {
    node_t *prev = NULL;
    node_t *cur = list->head;
    list->tail = list->head;
    while (cur != NULL) {
        node_t *next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    list->head = prev;
}

void list_print(const list_t *list) {
    for (node_t *cur = list->head; cur != NULL; cur = cur->next)
        printf("%s %d\n", cur->key, cur->count);
}

void list_destroy(list_t *list) {
    node_t *cur = list->head;
    while (cur != NULL) {
        node_t *next = cur->next;
        free(cur->key);
        free(cur);
        cur = next;
    }
    free(list);
}
