/*
 * sink_file: the only output tinylogd has today. A syslog/UDP sink is planned and
 * will get the same three functions.
 */
#ifndef TINYLOG_SINK_FILE_H
#define TINYLOG_SINK_FILE_H

#include <stddef.h>
#include <stdio.h>

/* A log file that is rotated to "<path>.1" once it reaches rotate_bytes
 * (0 = never rotate). Only one rotated generation is kept. */
typedef struct {
    char *path; /* owned copy */
    FILE *fp;
    size_t written;      /* bytes written since the file was opened or rotated */
    size_t rotate_bytes;
} sink_file_t;

/* Open path for appending. Returns 0 on success, -1 with errno set. */
int sink_file_open(sink_file_t *sink, const char *path, size_t rotate_bytes);

/* Write one line (a newline is added), rotating first if the line would not fit.
 * Returns 0 on success, -1 on a write or rotation error. */
int sink_file_write(sink_file_t *sink, const char *line);

/* Close the file; the sink may be opened again afterwards. */
void sink_file_close(sink_file_t *sink);

#endif
