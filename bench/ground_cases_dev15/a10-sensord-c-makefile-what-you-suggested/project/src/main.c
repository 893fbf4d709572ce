#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ring.h"
#include "serial.h"
#include "stats.h"

#define WINDOW 4096

static volatile sig_atomic_t stop;
static struct ring samples;

static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

static void *reader(void *arg)
{
    int fd = *(int *)arg;
    float v;
    while (!stop) {
        int rc = serial_read_sample(fd, &v);
        if (rc == 0)
            ring_push(&samples, v);
        else if (rc < 0 && errno != EINTR)
            fprintf(stderr, "sensord: read: %s\n", strerror(errno));
    }
    return NULL;
}

int main(int argc, char **argv)
{
    const char *dev = argc > 1 ? argv[1] : "/dev/ttyUSB0";
    int fd = serial_open(dev, 115200);
    if (fd < 0) {
        fprintf(stderr, "sensord: cannot open %s: %s\n", dev, strerror(errno));
        return 1;
    }
    if (ring_init(&samples, WINDOW) != 0) {
        fprintf(stderr, "sensord: out of memory\n");
        return 1;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);

    pthread_t tid;
    pthread_create(&tid, NULL, reader, &fd);

    static float window[WINDOW];
    while (!stop) {
        sleep(1);
        size_t n = ring_snapshot(&samples, window, WINDOW);
        struct stats s = stats_compute(window, n);
        printf("{\"n\":%zu,\"rms\":%.4f,\"peak\":%.4f,\"crest\":%.3f}\n", s.n, s.rms, s.peak, stats_crest_factor(&s));
        fflush(stdout);
    }
    pthread_join(tid, NULL);
    ring_free(&samples);
    serial_close(fd);
    return 0;
}
