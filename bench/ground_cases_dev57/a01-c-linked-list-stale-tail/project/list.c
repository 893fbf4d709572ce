#include <stdio.h>
#include <stdlib.h>

#include "list.h"

static node_t *node_new(int value) {
    node_t *n = malloc(sizeof *n);
    if (n == NULL) {
        return NULL;
    }
    n->value = value;
    n->next = NULL;
    return n;
}

list_t *list_create(void) {
    list_t *l = malloc(sizeof *l);
    if (l == NULL) {
        return NULL;
    }
    l->head = NULL;
    l->tail = NULL;
    l->size = 0;
    return l;
}

void list_destroy(list_t *l) {
    node_t *cur = l->head;
    while (cur != NULL) {
        node_t *next = cur->next;
        free(cur);
        cur = next;
    }
    free(l);
}

int list_append(list_t *l, int value) {
    node_t *n = node_new(value);
    if (n == NULL) {
        return -1;
    }
    if (l->tail == NULL) {
        l->head = n;
    } else {
        l->tail->next = n;
    }
    l->tail = n;
    l->size++;
    return 0;
}

int list_prepend(list_t *l, int value) {
    node_t *n = node_new(value);
    if (n == NULL) {
        return -1;
    }
    n->next = l->head;
    l->head = n;
    if (l->tail == NULL) {
        l->tail = n;
    }
    l->size++;
    return 0;
}

int list_insert_at(list_t *l, size_t index, int value) {
    /* index == size appends; anything past the end is rejected */
    if (index > l->size) {
        return -1;
    }
    if (index == 0) {
        return list_prepend(l, value);
    }
    if (index == l->size) {
        return list_append(l, value);
    }
    node_t *prev = l->head;
    for (size_t i = 0; i + 1 < index; i++) {
        prev = prev->next;
    }
    node_t *n = node_new(value);
    if (n == NULL) {
        return -1;
    }
    n->next = prev->next;
    prev->next = n;
    l->size++;
    return 0;
}

int list_remove_at(list_t *l, size_t index, int *out) {
    if (index >= l->size) {
        return -1;
    }
    node_t *victim;
    if (index == 0) {
        victim = l->head;
        l->head = victim->next;
        if (l->head == NULL) {
            l->tail = NULL;
        }
    } else {
        node_t *prev = l->head;
        for (size_t i = 0; i + 1 < index; i++) {
            prev = prev->next;
        }
        victim = prev->next;
        prev->next = victim->next;
    }
    if (out != NULL) {
        *out = victim->value;
    }
    free(victim);
    l->size--;
    return 0;
}

int list_get(const list_t *l, size_t index, int *out) {
    if (index >= l->size) {
        return -1;
    }
    node_t *cur = l->head;
    for (size_t i = 0; i < index; i++) {
        cur = cur->next;
    }
    *out = cur->value;
    return 0;
}

void list_reverse(list_t *l) {
    node_t *prev = NULL;
    node_t *cur = l->head;
    l->tail = l->head;
    while (cur != NULL) {
        node_t *next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    l->head = prev;
}

size_t list_size(const list_t *l) {
    return l->size;
}

void list_print(const list_t *l) {
    printf("[");
    for (node_t *cur = l->head; cur != NULL; cur = cur->next) {
        printf("%d%s", cur->value, cur->next ? ", " : "");
    }
    printf("]\n");
}
