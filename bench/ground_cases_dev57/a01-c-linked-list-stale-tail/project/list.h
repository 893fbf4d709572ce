#ifndef LIST_H
#define LIST_H

#include <stddef.h>

/* CS 2113 HW3: singly linked list of ints with a tail pointer. */

typedef struct node {
    int value;
    struct node *next;
} node_t;

typedef struct list {
    node_t *head;
    node_t *tail;
    size_t size;
} list_t;

list_t *list_create(void);
void list_destroy(list_t *l);
int list_append(list_t *l, int value);
int list_prepend(list_t *l, int value);
int list_insert_at(list_t *l, size_t index, int value);
int list_remove_at(list_t *l, size_t index, int *out);
int list_get(const list_t *l, size_t index, int *out);
void list_reverse(list_t *l);
size_t list_size(const list_t *l);
void list_print(const list_t *l);

#endif
