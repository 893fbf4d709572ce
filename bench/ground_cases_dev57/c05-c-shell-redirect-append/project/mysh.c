#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "builtins.h"
#include "exec.h"
#include "parse.h"

#define LINE_MAX_LEN 4096

int main(void)
{
    char line[LINE_MAX_LEN];
    struct pipeline pl;
    int last_status = 0;
    int interactive = isatty(STDIN_FILENO);

    for (;;) {
        if (interactive) {
            printf("mysh> ");
            fflush(stdout);
        }
        if (fgets(line, sizeof(line), stdin) == NULL)
            break;
        if (parse_line(line, &pl) < 0) {
            last_status = 2;
            continue;
        }
        if (pl.ncmds == 0)
            continue;
        if (strcmp(pl.cmds[0].argv[0], "exit") == 0)
            break;
        if (pl.ncmds == 1 && is_builtin(pl.cmds[0].argv[0])) {
            last_status = run_builtin(&pl.cmds[0]);
            continue;
        }
        last_status = run_pipeline(&pl);
    }
    return last_status;
}
