#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shell.h"

int main(void) {
    char *line = NULL;
    size_t cap = 0;
    int interactive = isatty(STDIN_FILENO);
    int status = 0;
    int should_exit = 0;

    while (!should_exit) {
        if (interactive) {
            printf("mysh$ ");
            fflush(stdout);
        }
        if (getline(&line, &cap, stdin) == -1)
            break;
        pipeline_t pl;
        if (parse_line(line, &pl) != 0) {
            fprintf(stderr, "mysh: syntax error\n");
            status = 2;
            continue;
        }
        if (pl.ncmds == 0)
            continue;
        if (pl.ncmds == 1 && run_builtin(pl.cmds[0].argv, &should_exit) >= 0)
            continue;
        status = run_pipeline(&pl);
    }
    free(line);
    return status;
}
