#ifndef SHELL_H
#define SHELL_H

#define MAX_ARGS 64
#define MAX_CMDS 16

typedef struct {
    char *argv[MAX_ARGS];
    char *in_file;   /* < file, or NULL */
    char *out_file;  /* > file, or NULL */
} command_t;

typedef struct {
    command_t cmds[MAX_CMDS];
    int ncmds;
} pipeline_t;

int parse_line(char *line, pipeline_t *pl);
int run_pipeline(pipeline_t *pl);
int run_builtin(char **args, int *should_exit);

#endif
