/* Heartbeat LED on GPIO2 plus a status line every 10 s, both from one esp_timer. */
#include "driver/gpio.h"
#include "esp_log.h"
#include "esp_timer.h"

#include "proto.h"

#define LED_GPIO GPIO_NUM_2
#define TICK_US (250 * 1000)

extern uint32_t uart_rx_dropped(void);

static const char *TAG = "status";
static esp_timer_handle_t tick_timer;
static uint32_t ticks;

static void tick_cb(void *arg)
{
    ticks++;
    gpio_set_level(LED_GPIO, ticks & 1);
    if (ticks % 40 == 0) {
        proto_stats_t st;
        proto_get_stats(&st);
        ESP_LOGI(TAG, "frames=%lu crc_err=%lu dropped=%lu", (unsigned long)st.frames_ok,
                 (unsigned long)st.crc_errors, (unsigned long)uart_rx_dropped());
    }
}

void led_start(void)
{
    gpio_reset_pin(LED_GPIO);
    gpio_set_direction(LED_GPIO, GPIO_MODE_OUTPUT);
    const esp_timer_create_args_t args = {
        .callback = tick_cb,
        .name = "tick",
    };
    ESP_ERROR_CHECK(esp_timer_create(&args, &tick_timer));
    ESP_ERROR_CHECK(esp_timer_start_periodic(tick_timer, TICK_US));
}
