#ifndef TINYLOG_CONFIG_H
#define TINYLOG_CONFIG_H

#include <stddef.h>

typedef struct {
    char *log_path;
    char *listen_addr;
    size_t ring_lines;
    size_t rotate_bytes;
    int flush_ms;
} tinylog_config_t;

int config_load(tinylog_config_t *cfg, const char *file);
int config_reload(tinylog_config_t *cfg, const char *file);
void config_free(tinylog_config_t *cfg);

#endif
