#ifndef EXEC_H
#define EXEC_H

#include "parse.h"

/* Runs every command of the pipeline and waits for all of them.
 * Returns the exit status of the last command. */
int run_pipeline(struct pipeline *pl);

#endif
