/* Line-based command shell on the debug UART. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tmp117.h"
#include "uart.h"

#define CLI_LINE_MAX 64

void     app_set_interval(uint32_t ms);
uint32_t app_interval(void);
void     app_set_logging(bool on);

static char   line[CLI_LINE_MAX];
static size_t len;

void cli_init(void)
{
    len = 0;
}

static void reply(const char *s)
{
    uart_puts(s);
    uart_puts("\r\n");
}

static void run(char *cmd)
{
    char  buf[40];
    char *verb = strtok(cmd, " ");
    if (!verb) {
        return;
    }
    if (strcmp(verb, "help") == 0) {
        reply("help | temp | set interval <ms> | log on|off | stats");
    } else if (strcmp(verb, "temp") == 0) {
        int32_t mc;
        if (tmp117_read_blocking(&mc) == 0) {
            snprintf(buf, sizeof buf, "%ld.%03ld C", (long)(mc / 1000), labs((long)(mc % 1000)));
            reply(buf);
        } else {
            reply("E tmp117");
        }
    } else if (strcmp(verb, "set") == 0) {
        char *what = strtok(NULL, " ");
        char *val  = strtok(NULL, " ");
        if (what && val && strcmp(what, "interval") == 0) {
            long ms = strtol(val, NULL, 10);
            if (ms >= 200 && ms <= 600000) {
                app_set_interval((uint32_t)ms);
                reply("ok");
            } else {
                reply("E range 200..600000");
            }
        } else {
            reply("E usage: set interval <ms>");
        }
    } else if (strcmp(verb, "log") == 0) {
        char *arg = strtok(NULL, " ");
        app_set_logging(arg && strcmp(arg, "on") == 0);
        reply("ok");
    } else if (strcmp(verb, "stats") == 0) {
        snprintf(buf, sizeof buf, "interval %lu ms, rx dropped %lu",
                 (unsigned long)app_interval(), (unsigned long)uart_rx_dropped());
        reply(buf);
    } else {
        reply("E unknown command, try help");
    }
}

void cli_poll(void)
{
    int c;
    while ((c = uart_getc()) >= 0) {
        if (c == '\r' || c == '\n') {
            if (len > 0) {
                line[len] = '\0';
                uart_puts("\r\n");
                run(line);
                len = 0;
            }
            uart_puts("> ");
        } else if (c == 0x7f || c == '\b') {
            if (len > 0) {
                len--;
                uart_puts("\b \b");
            }
        } else if (len < CLI_LINE_MAX - 1) {
            line[len++] = (char)c;
            uart_putc((char)c);   /* echo */
        }
    }
}
