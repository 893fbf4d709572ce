#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

static void set_defaults(tinylog_config_t *cfg)
{
    cfg->log_path = strdup("/var/log/tinylogd/app.log");
    cfg->listen_addr = strdup("127.0.0.1:5140");
    cfg->ring_lines = 1024;
    cfg->rotate_bytes = 64u * 1024 * 1024;
    cfg->flush_ms = 200;
}

int config_load(tinylog_config_t *cfg, const char *file)
{
    char buf[512];
    FILE *fp = fopen(file, "r");

    set_defaults(cfg);
    if (fp == NULL)
        return -1;
    while (fgets(buf, sizeof buf, fp) != NULL) {
        char *line = trim(buf);
        if (*line == '#' || *line == '\0')
            continue;
        char *eq = strchr(line, '=');
        if (eq == NULL)
            continue;
        *eq = '\0';
        char *key = trim(line);
        char *val = trim(eq + 1);
        if (strcmp(key, "log_path") == 0) {
            free(cfg->log_path);
            cfg->log_path = strdup(val);
        } else if (strcmp(key, "listen") == 0) {
            free(cfg->listen_addr);
            cfg->listen_addr = strdup(val);
        } else if (strcmp(key, "ring_lines") == 0) {
            cfg->ring_lines = strtoul(val, NULL, 10);
        } else if (strcmp(key, "rotate_mb") == 0) {
            cfg->rotate_bytes = strtoul(val, NULL, 10) * 1024 * 1024;
        } else if (strcmp(key, "flush_ms") == 0) {
            cfg->flush_ms = atoi(val);
        }
    }
    fclose(fp);
    return 0;
}

int config_reload(tinylog_config_t *cfg, const char *file)
{
    tinylog_config_t next;

    if (config_load(&next, file) != 0) {
        config_free(&next);
        return -1;
    }
    config_free(cfg);
    *cfg = next;
    return 0;
}

void config_free(tinylog_config_t *cfg)
{
    free(cfg->log_path);
    free(cfg->listen_addr);
    cfg->log_path = NULL;
    cfg->listen_addr = NULL;
}
