#include <stdio.h>
#include <stdlib.h>

#include "list.h"

/* Small driver for manual testing: reads commands from stdin.
 *   a N   append N        p N   prepend N
 *   i K N insert N at K   r K   remove at K
 *   v     reverse         s     print
 */
int main(void) {
    list_t *l = list_create();
    char cmd;
    int x, k;
    while (scanf(" %c", &cmd) == 1) {
        switch (cmd) {
        case 'a': if (scanf("%d", &x) == 1) list_append(l, x); break;
        case 'p': if (scanf("%d", &x) == 1) list_prepend(l, x); break;
        case 'i': if (scanf("%d %d", &k, &x) == 2) list_insert_at(l, (size_t)k, x); break;
        case 'r':
            if (scanf("%d", &k) == 1 && list_remove_at(l, (size_t)k, &x) == 0) {
                printf("removed %d\n", x);
            }
            break;
        case 'v': list_reverse(l); break;
        case 's': list_print(l); break;
        default: fprintf(stderr, "unknown command %c\n", cmd);
        }
    }
    list_destroy(l);
    return 0;
}
