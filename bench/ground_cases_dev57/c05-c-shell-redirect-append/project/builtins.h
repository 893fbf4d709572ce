#ifndef BUILTINS_H
#define BUILTINS_H

#include "parse.h"

int is_builtin(const char *name);
int run_builtin(struct command *cmd);

#endif
