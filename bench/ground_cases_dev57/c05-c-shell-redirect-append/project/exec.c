#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "exec.h"

static int apply_redirects(const struct command *cmd);

int run_pipeline(struct pipeline *pl)
{
    int pipes[MAX_CMDS - 1][2];
    pid_t pids[MAX_CMDS];
    int i, j, status = 0;

    for (i = 0; i < pl->ncmds - 1; i++) {
        if (pipe(pipes[i]) < 0) {
            perror("pipe");
            return 1;
        }
    }
    for (i = 0; i < pl->ncmds; i++) {
        pids[i] = fork();
        if (pids[i] < 0) {
            perror("fork");
            return 1;
        }
        if (pids[i] == 0) {
            if (i > 0)
                dup2(pipes[i - 1][0], STDIN_FILENO);
            if (i < pl->ncmds - 1)
                dup2(pipes[i][1], STDOUT_FILENO);
            for (j = 0; j < pl->ncmds - 1; j++) {
                close(pipes[j][0]);
                close(pipes[j][1]);
            }
            if (apply_redirects(&pl->cmds[i]) < 0)
                _exit(1);
            execvp(pl->cmds[i].argv[0], pl->cmds[i].argv);
            fprintf(stderr, "mysh: %s: command not found\n", pl->cmds[i].argv[0]);
            _exit(127);
        }
    }
    for (j = 0; j < pl->ncmds - 1; j++) {
        close(pipes[j][0]);
        close(pipes[j][1]);
    }
    for (i = 0; i < pl->ncmds; i++)
        waitpid(pids[i], &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int apply_redirects(const struct command *cmd)
{
    int fd;

    if (cmd->infile != NULL) {
        fd = open(cmd->infile, O_RDONLY);
        if (fd < 0) {
            perror(cmd->infile);
            return -1;
        }
        dup2(fd, STDIN_FILENO);
        close(fd);
    }
    if (cmd->outfile != NULL) {
        if (cmd->append)
            fd = open(cmd->outfile, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        else
            fd = open(cmd->outfile, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0) {
            perror(cmd->outfile);
            return -1;
        }
        dup2(fd, STDOUT_FILENO);
        close(fd);
    }
    return 0;
}
