#ifndef SENSORD_SERIAL_H
#define SENSORD_SERIAL_H

int serial_open(const char *path, int baud);
/* 0 on a sample, 1 on a skipped line, -1 on error (errno set). */
int serial_read_sample(int fd, float *out);
void serial_close(int fd);

#endif
