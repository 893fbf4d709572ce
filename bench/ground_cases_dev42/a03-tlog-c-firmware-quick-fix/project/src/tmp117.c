/* TI TMP117 on I2C1, one-shot conversions. */
#include "tmp117.h"

#include "board.h"
#include "i2c.h"

#define TMP117_ADDR    0x48u
#define REG_TEMP       0x00u
#define REG_CONFIG     0x01u
#define REG_DEVICE_ID  0x0Fu
#define CFG_ONESHOT    (3u << 10)   /* MOD[1:0] = 11 */
#define CFG_AVG_8      (1u << 5)
#define CONVERSION_MS  125u          /* one-shot with 8x averaging */

int tmp117_init(void)
{
    uint16_t id;
    if (i2c_read16(TMP117_ADDR, REG_DEVICE_ID, &id) != 0) {
        return -1;
    }
    return ((id & 0x0FFFu) == 0x0117u) ? 0 : -2;
}

/* Start a one-shot conversion, wait for it, read the result in milli-degrees C. */
int tmp117_read_blocking(int32_t *milli_c)
{
    if (i2c_write16(TMP117_ADDR, REG_CONFIG, CFG_ONESHOT | CFG_AVG_8) != 0) {
        return -1;
    }
    delay_ms(CONVERSION_MS);
    uint16_t raw;
    if (i2c_read16(TMP117_ADDR, REG_TEMP, &raw) != 0) {
        return -1;
    }
    /* 7.8125 mC per LSB */
    *milli_c = ((int32_t)(int16_t)raw * 78125) / 10000;
    return 0;
}
