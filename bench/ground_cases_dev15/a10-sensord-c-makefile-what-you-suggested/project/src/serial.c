#include "serial.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <termios.h>
#include <unistd.h>

static speed_t to_speed(int baud)
{
    switch (baud) {
    case 9600: return B9600;
    case 57600: return B57600;
    case 115200: return B115200;
    default: return B0;
    }
}

int serial_open(const char *path, int baud)
{
    speed_t speed = to_speed(baud);
    if (speed == B0) {
        errno = EINVAL;
        return -1;
    }
    int fd = open(path, O_RDONLY | O_NOCTTY);
    if (fd < 0)
        return -1;
    struct termios t;
    if (tcgetattr(fd, &t) != 0) {
        close(fd);
        return -1;
    }
    cfmakeraw(&t);
    cfsetispeed(&t, speed);
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(fd, TCSANOW, &t) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int serial_read_sample(int fd, float *out)
{
    char line[64];
    size_t len = 0;
    char c;
    for (;;) {
        ssize_t r = read(fd, &c, 1);
        if (r <= 0)
            return -1;
        if (c == '\n')
            break;
        if (len < sizeof line - 1)
            line[len++] = c;
    }
    line[len] = '\0';
    char *end;
    float v = strtof(line, &end);
    if (end == line)
        return 1;
    *out = v;
    return 0;
}

void serial_close(int fd)
{
    close(fd);
}
