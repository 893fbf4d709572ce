#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mysh.h"

/* Run every stage of p, connecting stage i's stdout to stage i+1's stdin.
 * Returns the exit status of the last stage. */
int run_pipeline(pipeline_t *p) {
    int pipes[MAX_STAGES - 1][2];
    pid_t pids[MAX_STAGES];
    int status = 0;

    for (int i = 0; i < p->n - 1; i++) {
        if (pipe(pipes[i]) < 0) {
            perror("pipe");
            return 1;
        }
    }

    for (int i = 0; i < p->n; i++) {
        pids[i] = fork();
        if (pids[i] < 0) {
            perror("fork");
            return 1;
        }
        if (pids[i] == 0) {
            if (i > 0) {
                dup2(pipes[i - 1][0], STDIN_FILENO);
            }
            if (i < p->n - 1) {
                dup2(pipes[i][1], STDOUT_FILENO);
            }
            for (int j = 0; j < p->n - 1; j++) {
                close(pipes[j][0]);
                close(pipes[j][1]);
            }
            execvp(p->stages[i].argv[0], p->stages[i].argv);
            fprintf(stderr, "mysh: %s: command not found\n", p->stages[i].argv[0]);
            _exit(127);
        }
    }

    /* parent: wait for every stage */
    for (int i = 0; i < p->n; i++) {
        waitpid(pids[i], &status, 0);
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
