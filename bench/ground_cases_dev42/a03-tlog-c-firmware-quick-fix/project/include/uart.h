#ifndef TLOG_UART_H
#define TLOG_UART_H

#include <stdint.h>

void     uart_init(uint32_t baud);
int      uart_getc(void);          /* -1 when nothing is waiting */
void     uart_putc(char c);
void     uart_puts(const char *s);
uint32_t uart_rx_dropped(void);

#endif
