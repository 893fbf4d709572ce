/* sensor.c - capacitive soil moisture probe on ADC1, sampled once a second by an esp_timer */
#include "sensor.h"

#include "esp_adc/adc_oneshot.h"
#include "esp_log.h"
#include "esp_timer.h"
#include "freertos/FreeRTOS.h"

#define SAMPLE_PERIOD_US (1000 * 1000)
#define SOIL_CHANNEL ADC_CHANNEL_6 /* GPIO34 */
#define RAW_DRY 3300               /* probe in air */
#define RAW_WET 1350               /* probe in a glass of water */

static const char *TAG = "sensor";

static adc_oneshot_unit_handle_t s_adc;
static esp_timer_handle_t s_timer;
static uint32_t s_sum;
static uint32_t s_count;
static int s_last_raw;
static portMUX_TYPE s_lock = portMUX_INITIALIZER_UNLOCKED;

static void sensor_sample_cb(void *arg)
{
    int raw = 0;
    if (adc_oneshot_read(s_adc, SOIL_CHANNEL, &raw) != ESP_OK) {
        return;
    }
    portENTER_CRITICAL(&s_lock);
    s_last_raw = raw;
    s_sum += (uint32_t)raw;
    s_count++;
    portEXIT_CRITICAL(&s_lock);
}

esp_err_t sensor_init(void)
{
    adc_oneshot_unit_init_cfg_t unit = { .unit_id = ADC_UNIT_1 };
    ESP_ERROR_CHECK(adc_oneshot_new_unit(&unit, &s_adc));
    adc_oneshot_chan_cfg_t chan = { .atten = ADC_ATTEN_DB_12, .bitwidth = ADC_BITWIDTH_12 };
    ESP_ERROR_CHECK(adc_oneshot_config_channel(s_adc, SOIL_CHANNEL, &chan));

    const esp_timer_create_args_t args = { .callback = sensor_sample_cb, .name = "soil" };
    ESP_ERROR_CHECK(esp_timer_create(&args, &s_timer));
    ESP_LOGI(TAG, "sampling every %d ms", SAMPLE_PERIOD_US / 1000);
    return esp_timer_start_periodic(s_timer, SAMPLE_PERIOD_US);
}

/* Average of the samples since the last sensor_reset(), or -1 when there are none yet. */
int sensor_read_avg(void)
{
    portENTER_CRITICAL(&s_lock);
    if (s_count == 0) {
        return -1;
    }
    int avg = (int)(s_sum / s_count);
    portEXIT_CRITICAL(&s_lock);
    return avg;
}

int sensor_last_raw(void)
{
    return s_last_raw;
}

/* Called by the publish task after it has sent the average. */
void sensor_reset(void)
{
    portENTER_CRITICAL(&s_lock);
    s_sum = 0;
    s_count = 0;
    portEXIT_CRITICAL(&s_lock);
}

int sensor_to_percent(int raw)
{
    if (raw >= RAW_DRY) {
        return 0;
    }
    if (raw <= RAW_WET) {
        return 100;
    }
    return (RAW_DRY - raw) * 100 / (RAW_DRY - RAW_WET);
}
