#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mysh.h"

static void prompt(void) {
    if (isatty(STDIN_FILENO)) {
        printf("mysh> ");
        fflush(stdout);
    }
}

int main(void) {
    char line[MAX_LINE];
    pipeline_t p;
    int last_status = 0;

    for (;;) {
        prompt();
        if (fgets(line, sizeof line, stdin) == NULL) {
            break;
        }
        line[strcspn(line, "\n")] = '\0';
        if (parse_line(line, &p) < 0) {
            fprintf(stderr, "mysh: syntax error\n");
            continue;
        }
        command_t *first = &p.stages[0];
        if (first->argc == 0) {
            continue; /* empty line */
        }
        if (strcmp(first->argv[0], "exit") == 0) {
            break;
        }
        if (p.n == 1 && is_builtin(first)) {
            last_status = run_builtin(first);
        } else {
            last_status = run_pipeline(&p);
        }
    }
    return last_status;
}
