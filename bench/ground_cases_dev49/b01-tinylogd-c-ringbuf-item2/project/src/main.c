#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "ringbuf.h"
#include "sink_file.h"

static volatile sig_atomic_t reload_requested;
static volatile sig_atomic_t stop_requested;

static void on_signal(int sig)
{
    if (sig == SIGHUP)
        reload_requested = 1;
    else
        stop_requested = 1;
}

int main(int argc, char **argv)
{
    const char *conf = argc > 1 ? argv[1] : "/etc/tinylogd.conf";
    tinylog_config_t cfg;
    ringbuf_t ring;
    sink_file_t sink;
    char line[2048];

    if (config_load(&cfg, conf) != 0)
        fprintf(stderr, "tinylogd: %s not found, using defaults\n", conf);
    ringbuf_init(&ring, cfg.ring_lines);
    if (sink_file_open(&sink, cfg.log_path, cfg.rotate_bytes) != 0) {
        perror(cfg.log_path);
        return 1;
    }
    signal(SIGHUP, on_signal);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);

    while (!stop_requested && fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        ringbuf_push(&ring, line);
        if (reload_requested) {
            reload_requested = 0;
            if (config_reload(&cfg, conf) != 0)
                fprintf(stderr, "tinylogd: reload failed, keeping old config\n");
        }
        char *out;
        while ((out = ringbuf_pop(&ring)) != NULL) {
            if (sink_file_write(&sink, out) != 0)
                perror("tinylogd: write");
            free(out);
        }
    }
    sink_file_close(&sink);
    ringbuf_free(&ring);
    config_free(&cfg);
    return 0;
}
