#ifndef TLOG_BOARD_H
#define TLOG_BOARD_H

#include <stdint.h>

void     board_init(void);   /* 72 MHz from HSE, SysTick at 1 kHz */
uint32_t millis(void);
void     delay_ms(uint32_t ms);

#endif
