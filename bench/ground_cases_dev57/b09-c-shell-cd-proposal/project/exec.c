#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "shell.h"

static void redirect(const command_t *cmd) {
    if (cmd->in_file) {
        int fd = open(cmd->in_file, O_RDONLY);
        if (fd < 0) {
            perror(cmd->in_file);
            exit(1);
        }
        dup2(fd, STDIN_FILENO);
        close(fd);
    }
    if (cmd->out_file) {
        int fd = open(cmd->out_file, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0) {
            perror(cmd->out_file);
            exit(1);
        }
        dup2(fd, STDOUT_FILENO);
        close(fd);
    }
}

/* Runs the commands of pl connected by pipes; returns the last one's status. */
int run_pipeline(pipeline_t *pl) {
    int pipes[MAX_CMDS - 1][2];
    pid_t pids[MAX_CMDS];
    for (int i = 0; i < pl->ncmds - 1; i++) {
        if (pipe(pipes[i]) < 0) {
            perror("pipe");
            return 1;
        }
    }
    for (int i = 0; i < pl->ncmds; i++) {
        pids[i] = fork();
        if (pids[i] == 0) {
            if (i > 0)
                dup2(pipes[i - 1][0], STDIN_FILENO);
            if (i < pl->ncmds - 1)
                dup2(pipes[i][1], STDOUT_FILENO);
            for (int j = 0; j < pl->ncmds - 1; j++) {
                close(pipes[j][0]);
                close(pipes[j][1]);
            }
            redirect(&pl->cmds[i]);
            execvp(pl->cmds[i].argv[0], pl->cmds[i].argv);
            fprintf(stderr, "mysh: %s: command not found\n", pl->cmds[i].argv[0]);
            exit(127);
        }
    }
    for (int j = 0; j < pl->ncmds - 1; j++) {
        close(pipes[j][0]);
        close(pipes[j][1]);
    }
    int status = 0;
    for (int i = 0; i < pl->ncmds; i++)
        waitpid(pids[i], &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
