#include "sink_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int rotate(sink_file_t *sink)
{
    char old[4096];

    if (sink->fp != NULL)
        fclose(sink->fp);
    snprintf(old, sizeof old, "%s.1", sink->path);
    if (rename(sink->path, old) != 0 && errno != ENOENT)
        return -1;
    sink->fp = fopen(sink->path, "a");
    sink->written = 0;
    return sink->fp != NULL ? 0 : -1;
}

int sink_file_open(sink_file_t *sink, const char *path, size_t rotate_bytes)
{
    sink->path = strdup(path);
    if (sink->path == NULL)
        return -1;
    sink->rotate_bytes = rotate_bytes;
    sink->written = 0;
    sink->fp = fopen(path, "a");
    return sink->fp != NULL ? 0 : -1;
}

int sink_file_write(sink_file_t *sink, const char *line)
{
    size_t len = strlen(line);

    if (sink->rotate_bytes > 0 && sink->written + len + 1 > sink->rotate_bytes) {
        if (rotate(sink) != 0)
            return -1;
    }
    if (fputs(line, sink->fp) == EOF || fputc('\n', sink->fp) == EOF)
        return -1;
    sink->written += len + 1;
    return 0;
}

void sink_file_close(sink_file_t *sink)
{
    if (sink->fp != NULL)
        fclose(sink->fp);
    sink->fp = NULL;
    free(sink->path);
    sink->path = NULL;
}
