#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shell.h"

static int builtin_cd(char **args) {
    if (chdir(args[1]) != 0) {
        fprintf(stderr, "mysh: cd: %s: %s\n", args[1], strerror(errno));
        return 1;
    }
    return 0;
}

static int builtin_pwd(void) {
    char buf[PATH_MAX];
    if (getcwd(buf, sizeof buf) == NULL) {
        perror("mysh: pwd");
        return 1;
    }
    puts(buf);
    return 0;
}

static int builtin_exit(char **args, int *should_exit) {
    int code = args[1] ? atoi(args[1]) : 0;
    *should_exit = 1;
    return code;
}

/* Runs args if it is a builtin and returns its status; -1 if it is not one. */
int run_builtin(char **args, int *should_exit) {
    if (strcmp(args[0], "cd") == 0)
        return builtin_cd(args);
    if (strcmp(args[0], "pwd") == 0)
        return builtin_pwd();
    if (strcmp(args[0], "exit") == 0)
        return builtin_exit(args, should_exit);
    return -1;
}
