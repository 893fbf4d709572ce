// wordlist: reads commands from stdin and keeps a list of word counts.
//   add <word>    count one more occurrence of <word>
//   del <word>    forget <word>
//   rev           reverse the list
//   print         print "<word> <count>" lines in list order
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "list.h"

static char *trim(char *s) {
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == ' ' || s[n - 1] == '\r'))
        s[--n] = '\0';
    while (*s == ' ')
        s++;
    return s;
}

int main(void) {
    list_t *words = list_new();
    char *line = NULL;
    size_t cap = 0;

    while (getline(&line, &cap, stdin) != -1) {
        char *cmd = trim(line);
        if (strncmp(cmd, "add ", 4) == 0) {
            node_t *hit = list_find(words, cmd + 4);
            if (hit != NULL)
                hit->count++;
            else
                list_push_back(words, cmd + 4);
        } else if (strncmp(cmd, "del ", 4) == 0) {
            if (!list_remove(words, cmd + 4))
                fprintf(stderr, "no such word: %s\n", cmd + 4);
        } else if (strcmp(cmd, "rev") == 0) {
            list_reverse(words);
        } else if (strcmp(cmd, "print") == 0) {
            list_print(words);
        } else if (*cmd != '\0') {
            fprintf(stderr, "unknown command: %s\n", cmd);
        }
    }

    list_destroy(words);
    return 0;
}
