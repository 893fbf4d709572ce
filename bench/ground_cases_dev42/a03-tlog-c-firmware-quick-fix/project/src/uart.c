/* USART2 on PA2/PA3: interrupt-driven RX into a ring buffer, polled TX. */
#include "uart.h"

#include "ringbuf.h"
#include "stm32f1xx.h"

static ringbuf_t rx_ring;

void uart_init(uint32_t baud)
{
    RCC->APB1ENR |= RCC_APB1ENR_USART2EN;
    RCC->APB2ENR |= RCC_APB2ENR_IOPAEN;
    /* PA2 = TX (AF push-pull, 50 MHz), PA3 = RX (input floating) */
    GPIOA->CRL = (GPIOA->CRL & ~0x0000FF00u) | 0x00004B00u;
    USART2->BRR = (36000000u + baud / 2u) / baud;   /* APB1 runs at 36 MHz */
    USART2->CR1 = USART_CR1_UE | USART_CR1_TE | USART_CR1_RE | USART_CR1_RXNEIE;
    ringbuf_init(&rx_ring);
    NVIC_SetPriority(USART2_IRQn, 2);
    NVIC_EnableIRQ(USART2_IRQn);
}

void USART2_IRQHandler(void)
{
    uint32_t sr = USART2->SR;
    if (sr & (USART_SR_RXNE | USART_SR_ORE)) {
        uint8_t byte = (uint8_t)USART2->DR;   /* reading DR also clears ORE */
        if (!ringbuf_put(&rx_ring, byte)) {
            rx_ring.dropped++;
        }
    }
}

int uart_getc(void)
{
    uint8_t byte;
    return ringbuf_get(&rx_ring, &byte) ? byte : -1;
}

uint32_t uart_rx_dropped(void)
{
    return rx_ring.dropped;
}

void uart_putc(char c)
{
    while (!(USART2->SR & USART_SR_TXE)) {
    }
    USART2->DR = (uint8_t)c;
}

void uart_puts(const char *s)
{
    while (*s) {
        uart_putc(*s++);
    }
}
