/*
 * tlog - TMP117 temperature logger on an STM32F103 "blue pill".
 * Prints "millis,degrees" lines on USART2 and takes commands on the same port.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "board.h"
#include "cli.h"
#include "i2c.h"
#include "tmp117.h"
#include "uart.h"

static uint32_t interval_ms = 1000;
static bool     logging     = true;

void     app_set_interval(uint32_t ms) { interval_ms = ms; }
uint32_t app_interval(void)            { return interval_ms; }
void     app_set_logging(bool on)      { logging = on; }

int main(void)
{
    board_init();
    uart_init(115200);
    i2c_init();
    if (tmp117_init() != 0) {
        uart_puts("E tmp117 not found\r\n");
    }
    cli_init();
    uart_puts("\r\ntlog ready, type 'help'\r\n> ");

    uint32_t next_sample = millis();
    for (;;) {
        if ((int32_t)(millis() - next_sample) >= 0) {
            next_sample += interval_ms;
            int32_t mc;
            if (tmp117_read_blocking(&mc) != 0) {
                uart_puts("E tmp117\r\n");
            } else if (logging) {
                char out[32];
                snprintf(out, sizeof out, "%lu,%ld.%03ld\r\n", (unsigned long)millis(),
                         (long)(mc / 1000), labs((long)(mc % 1000)));
                uart_puts(out);
            }
        }
        cli_poll();
    }
}
