#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mysh.h"

static const char *BUILTINS[] = {"cd", "pwd", "exit", NULL};

int is_builtin(const command_t *cmd) {
    for (int i = 0; BUILTINS[i] != NULL; i++) {
        if (strcmp(cmd->argv[0], BUILTINS[i]) == 0) {
            return 1;
        }
    }
    return 0;
}

static int builtin_cd(const command_t *cmd) {
    const char *dir = cmd->argc > 1 ? cmd->argv[1] : getenv("HOME");
    if (dir == NULL) {
        fprintf(stderr, "cd: HOME not set\n");
        return 1;
    }
    if (chdir(dir) != 0) {
        perror("cd");
        return 1;
    }
    return 0;
}

static int builtin_pwd(void) {
    char buf[4096];
    if (getcwd(buf, sizeof buf) == NULL) {
        perror("pwd");
        return 1;
    }
    puts(buf);
    return 0;
}

int run_builtin(const command_t *cmd) {
    if (strcmp(cmd->argv[0], "cd") == 0) {
        return builtin_cd(cmd);
    }
    if (strcmp(cmd->argv[0], "pwd") == 0) {
        return builtin_pwd();
    }
    return 0;
}
