#include "proto.h"

#include "esp_log.h"

static const char *TAG = "proto";
static proto_stats_t stats;

uint16_t proto_crc16(const uint8_t *data, size_t len)
{
    uint16_t crc = 0xFFFF;
    while (len--) {
        crc ^= (uint16_t)(*data++) << 8;
        for (int i = 0; i < 8; i++)
            crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
    }
    return crc;
}

void proto_handle(const uint8_t *frame, size_t len)
{
    uint8_t plen = frame[1];
    uint16_t want = (uint16_t)(frame[2 + plen] | (frame[3 + plen] << 8));
    uint16_t got = proto_crc16(&frame[1], 1 + plen);
    if (want != got) {
        stats.crc_errors++;
        ESP_LOGW(TAG, "crc mismatch len=%u want=%04x got=%04x", plen, want, got);
        return;
    }
    stats.frames_ok++;
    /* forward to the host side */
    fwrite(&frame[2], 1, plen, stdout);
}

void proto_get_stats(proto_stats_t *out)
{
    *out = stats;
}
