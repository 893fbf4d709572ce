/*
 * ringbuf.h - single-producer / single-consumer byte FIFO.
 *
 * The producer is an interrupt handler (USART RX), the consumer is the
 * main loop. One slot is always left empty, so head == tail means "empty"
 * and (head + 1) % RINGBUF_SIZE == tail means "full".
 *
 * No locking: only the producer writes head, only the consumer writes tail.
 */
#ifndef TLOG_RINGBUF_H
#define TLOG_RINGBUF_H

#include <stdbool.h>
#include <stdint.h>

/* Holds RINGBUF_SIZE - 1 bytes. Must be a power of two. */
#define RINGBUF_SIZE 32u

typedef struct {
    uint8_t  buf[RINGBUF_SIZE];
    volatile uint16_t head;   /* next slot the producer writes (ISR) */
    volatile uint16_t tail;   /* next slot the consumer reads (main loop) */
    uint32_t dropped;   /* bytes lost because the buffer was full */
} ringbuf_t;

void     ringbuf_init(ringbuf_t *rb);
bool     ringbuf_put(ringbuf_t *rb, uint8_t byte);
bool     ringbuf_get(ringbuf_t *rb, uint8_t *out);
uint16_t ringbuf_count(const ringbuf_t *rb);
bool     ringbuf_empty(const ringbuf_t *rb);

#endif /* TLOG_RINGBUF_H */
