#ifndef LIST_H
#define LIST_H

#include <stddef.h>

/* A singly linked list of (word, count) pairs.  Keys are owned by the list:
 * list_push_back copies the word, and whoever unlinks a node frees its key. */
typedef struct node {
    char *key;
    int count;
    struct node *next;
} node_t;

typedef struct {
    node_t *head;
    node_t *tail;
    size_t size;
} list_t;

list_t *list_new(void);
void list_push_front(list_t *list, const char *key);
void list_push_back(list_t *list, const char *key);
node_t *list_find(const list_t *list, const char *key);
int list_remove(list_t *list, const char *key);
void list_reverse(list_t *list);
void list_print(const list_t *list);
void list_destroy(list_t *list);

#endif
