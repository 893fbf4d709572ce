#ifndef PARSE_H
#define PARSE_H

#define MAX_ARGS 64
#define MAX_CMDS 16

struct command {
    char *argv[MAX_ARGS + 1];
    int argc;
    char *infile;
    char *outfile;
    int append;
};

struct pipeline {
    struct command cmds[MAX_CMDS];
    int ncmds;
};

/* Splits line in place. Returns 0 on success, -1 on a syntax error. */
int parse_line(char *line, struct pipeline *pl);

#endif
