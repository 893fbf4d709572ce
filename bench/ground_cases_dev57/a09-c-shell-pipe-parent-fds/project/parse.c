#include <string.h>

#include "mysh.h"

/* Split one stage on blanks. Returns the number of words. */
static int split_words(char *s, command_t *cmd) {
    int argc = 0;
    char *tok = strtok(s, " \t");
    while (tok != NULL && argc < MAX_ARGS) {
        cmd->argv[argc++] = tok;
        tok = strtok(NULL, " \t");
    }
    cmd->argv[argc] = NULL;
    cmd->argc = argc;
    return argc;
}

/* Split the line on '|' into stages. Returns 0, or -1 on an empty stage like "ls | | wc". */
int parse_line(char *line, pipeline_t *out) {
    char *stages[MAX_STAGES];
    int n = 0;
    char *rest = line;
    char *bar;
    while ((bar = strchr(rest, '|')) != NULL && n < MAX_STAGES - 1) {
        *bar = '\0';
        stages[n++] = rest;
        rest = bar + 1;
    }
    stages[n++] = rest;
    out->n = n;
    for (int i = 0; i < n; i++) {
        if (split_words(stages[i], &out->stages[i]) == 0 && n > 1) {
            return -1;
        }
    }
    return 0;
}
