#ifndef MYSH_H
#define MYSH_H

/* CS 350 Project 2: a tiny Unix shell */

#define MAX_LINE 1024
#define MAX_ARGS 64
#define MAX_STAGES 8

typedef struct command {
    char *argv[MAX_ARGS + 1];
    int argc;
} command_t;

typedef struct pipeline {
    command_t stages[MAX_STAGES];
    int n;
} pipeline_t;

/* parse.c */
int parse_line(char *line, pipeline_t *out);

/* builtins.c */
int is_builtin(const command_t *cmd);
int run_builtin(const command_t *cmd);

/* pipeline.c */
int run_pipeline(pipeline_t *p);

#endif
