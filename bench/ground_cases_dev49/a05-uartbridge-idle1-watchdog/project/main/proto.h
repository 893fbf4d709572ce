#pragma once

#include <stddef.h>
#include <stdint.h>

/* Frame: SOF(0x7E) LEN payload[LEN] CRC16-CCITT(lo, hi) over LEN+payload */
#define PROTO_SOF 0x7E
#define PROTO_OVERHEAD 4
#define PROTO_MAX_FRAME (PROTO_OVERHEAD + 255)

typedef struct {
    uint32_t frames_ok;
    uint32_t crc_errors;
} proto_stats_t;

void proto_handle(const uint8_t *frame, size_t len);
void proto_get_stats(proto_stats_t *out);
uint16_t proto_crc16(const uint8_t *data, size_t len);
