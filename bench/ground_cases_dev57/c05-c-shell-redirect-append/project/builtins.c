#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "builtins.h"

static const char *BUILTINS[] = { "cd", "pwd", NULL };

int is_builtin(const char *name)
{
    int i;
    for (i = 0; BUILTINS[i] != NULL; i++)
        if (strcmp(name, BUILTINS[i]) == 0)
            return 1;
    return 0;
}

static int do_cd(struct command *cmd)
{
    const char *dir = cmd->argc > 1 ? cmd->argv[1] : getenv("HOME");
    if (dir == NULL) {
        fprintf(stderr, "mysh: cd: HOME not set\n");
        return 1;
    }
    if (chdir(dir) < 0) {
        perror("mysh: cd");
        return 1;
    }
    return 0;
}

static int do_pwd(void)
{
    char buf[4096];
    if (getcwd(buf, sizeof(buf)) == NULL) {
        perror("mysh: pwd");
        return 1;
    }
    puts(buf);
    return 0;
}

int run_builtin(struct command *cmd)
{
    if (strcmp(cmd->argv[0], "cd") == 0)
        return do_cd(cmd);
    return do_pwd();
}
