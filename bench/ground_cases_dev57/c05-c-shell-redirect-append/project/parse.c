#include <stdio.h>
#include <string.h>
#include "parse.h"

static const char *DELIMS = " \t\n";

int parse_line(char *line, struct pipeline *pl)
{
    char *save = NULL;
    char *tok;
    struct command *cur;

    memset(pl, 0, sizeof(*pl));
    cur = &pl->cmds[0];
    for (tok = strtok_r(line, DELIMS, &save); tok != NULL; tok = strtok_r(NULL, DELIMS, &save)) {
        if (strcmp(tok, "|") == 0) {
            if (cur->argc == 0 || pl->ncmds + 1 >= MAX_CMDS) {
                fprintf(stderr, "mysh: syntax error near '|'\n");
                return -1;
            }
            pl->ncmds++;
            cur = &pl->cmds[pl->ncmds];
        } else if (strcmp(tok, "<") == 0) {
            cur->infile = strtok_r(NULL, DELIMS, &save);
        } else if (strcmp(tok, ">") == 0 || strcmp(tok, ">>") == 0) {
            cur->append = (tok[1] == '>');
            cur->outfile = strtok_r(NULL, DELIMS, &save);
            if (cur->outfile == NULL) {
                fprintf(stderr, "mysh: missing file after '%s'\n", tok);
                return -1;
            }
        } else if (cur->argc < MAX_ARGS) {
            cur->argv[cur->argc++] = tok;
        }
    }
    if (cur->argc > 0)
        pl->ncmds++;
    return 0;
}
