#include <string.h>

#include "shell.h"

/* Splits line in place into commands separated by '|', with optional
 * "< file" and "> file". Returns 0 on success, -1 on a syntax error. */
int parse_line(char *line, pipeline_t *pl) {
    memset(pl, 0, sizeof *pl);
    command_t *cmd = &pl->cmds[0];
    int argc = 0;
    char *save = NULL;
    for (char *tok = strtok_r(line, " \t\n", &save); tok != NULL; tok = strtok_r(NULL, " \t\n", &save)) {
        if (strcmp(tok, "|") == 0) {
            if (argc == 0 || pl->ncmds + 1 >= MAX_CMDS)
                return -1;
            cmd->argv[argc] = NULL;
            pl->ncmds++;
            cmd = &pl->cmds[pl->ncmds];
            argc = 0;
        } else if (strcmp(tok, "<") == 0 || strcmp(tok, ">") == 0) {
            char *file = strtok_r(NULL, " \t\n", &save);
            if (file == NULL)
                return -1;
            if (tok[0] == '<')
                cmd->in_file = file;
            else
                cmd->out_file = file;
        } else {
            if (argc + 1 >= MAX_ARGS)
                return -1;
            cmd->argv[argc++] = tok;
        }
    }
    if (argc == 0)
        return pl->ncmds == 0 ? 0 : -1;
    cmd->argv[argc] = NULL;
    pl->ncmds++;
    return 0;
}
