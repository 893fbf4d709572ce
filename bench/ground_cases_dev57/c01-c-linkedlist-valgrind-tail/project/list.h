#ifndef LIST_H
#define LIST_H

#include <stddef.h>

typedef struct Node {
    char *data;
    struct Node *next;
} Node;

typedef struct List {
    Node *head;
    Node *tail;
    size_t size;
} List;

List *list_create(void);
void list_destroy(List *l);
int list_append(List *l, const char *s);
int list_push_front(List *l, const char *s);
char *list_pop_front(List *l);
const char *list_get(const List *l, size_t i);
int list_remove_at(List *l, size_t i);
void list_reverse(List *l);

#endif
