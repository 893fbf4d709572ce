/*
 * list.c - singly linked list of strings for DS HW3
 * Author: Lin Yuhan (2023011457)
 */
#include <stdlib.h>
#include <string.h>
#include "list.h"

List *list_create(void)
{
    List *l = malloc(sizeof(List));
    if (l == NULL)
        return NULL;
    l->head = NULL;
    l->tail = NULL;
    l->size = 0;
    return l;
}

void list_destroy(List *l)
{
    Node *cur = l->head;
    Node *next;
    while (cur != NULL) {
        next = cur->next;
        free(cur->data);
        free(cur);
        cur = next;
    }
    free(l);
}

static Node *node_new(const char *s)
{
    Node *n = malloc(sizeof(Node));
    if (n == NULL)
        return NULL;
    n->data = malloc(strlen(s) + 1);
    if (n->data == NULL) {
        free(n);
        return NULL;
    }
    strcpy(n->data, s);
    n->next = NULL;
    return n;
}

int list_append(List *l, const char *s)
{
    Node *n = node_new(s);
    if (n == NULL)
        return -1;
    if (l->tail == NULL)
        l->head = n;
    else
        l->tail->next = n;
    l->tail = n;
    l->size++;
    return 0;
}

int list_push_front(List *l, const char *s)
{
    Node *n = node_new(s);
    if (n == NULL)
        return -1;
    n->next = l->head;
    l->head = n;
    if (l->tail == NULL)
        l->tail = n;
    l->size++;
    return 0;
}

/* caller owns the returned string */
char *list_pop_front(List *l)
{
    Node *n = l->head;
    char *s;
    if (n == NULL)
        return NULL;
    s = n->data;
    l->head = n->next;
    if (l->head == NULL)
        l->tail = NULL;
    free(n);
    l->size--;
    return s;
}

const char *list_get(const List *l, size_t i)
{
    Node *cur = l->head;
    if (i >= l->size)
        return NULL;
    while (i-- > 0)
        cur = cur->next;
    return cur->data;
}

/* remove the node at index i; 0 on success, -1 if out of range */
int list_remove_at(List *l, size_t i)
{
    Node *victim;
    Node *prev;
    size_t k;
    if (i >= l->size)
        return -1;
    if (i == 0) {
        victim = l->head;
        l->head = victim->next;
    } else {
        prev = l->head;
        for (k = 0; k + 1 < i; k++)
            prev = prev->next;
        victim = prev->next;
        prev->next = victim->next;
        if (victim == l->tail)
            l->tail = prev;
    }
    free(victim->data);
    free(victim);
    l->size--;
    return 0;
}

void list_reverse(List *l)
{
    Node *prev = NULL;
    Node *cur = l->head;
    Node *next;
    l->tail = l->head;
    while (cur != NULL) {
        next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    l->head = prev;
}
