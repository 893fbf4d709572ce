#ifndef TINYINI_READER_H
#define TINYINI_READER_H

#include "buf.h"

#define CHUNK 64

typedef struct line_reader {
    int fd;
    char chunk[CHUNK];
    size_t pos, end;
    buf_t line;
} line_reader;

void line_reader_init(line_reader *r, int fd);
const char *line_reader_next(line_reader *r);
void line_reader_free(line_reader *r);

#endif
