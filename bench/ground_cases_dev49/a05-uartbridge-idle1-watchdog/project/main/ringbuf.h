#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Single-producer / single-consumer byte ring. The reader task on core 0 puts,
 * the consumer task on core 1 takes. */
#define RB_SIZE 2048 /* power of two */
#define RB_MASK (RB_SIZE - 1)

typedef struct {
    uint8_t data[RB_SIZE];
    volatile uint16_t head; /* next write, producer only */
    volatile uint16_t tail; /* next read, consumer only */
    uint32_t dropped;
} ringbuf_t;

void rb_init(ringbuf_t *rb);

/* Producer side: copies up to len bytes, returns how many fit; the rest is counted in dropped. */
size_t rb_put(ringbuf_t *rb, const uint8_t *src, size_t len);

/* Consumer side: takes up to len bytes, returns how many were taken. */
size_t rb_get(ringbuf_t *rb, uint8_t *dst, size_t len);

/* Bytes currently stored (safe from either side, may be stale by the time it returns). */
size_t rb_count(const ringbuf_t *rb);

/* Consumer side: the byte at offset from the read position, without taking it. 0 if absent. */
size_t rb_peek(const ringbuf_t *rb, size_t offset, uint8_t *out);
