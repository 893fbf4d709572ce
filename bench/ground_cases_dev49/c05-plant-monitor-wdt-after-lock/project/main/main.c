/* plant-monitor: soil moisture on an OLED, published over MQTT every 10 minutes */
#include <stdbool.h>

#include "esp_log.h"
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "nvs_flash.h"

#include "button.h"
#include "display.h"
#include "sensor.h"
#include "wifi.h"

#define PUBLISH_PERIOD_MS (10 * 60 * 1000)

static const char *TAG = "main";
static volatile bool s_show_raw;

static void on_press(void)
{
    s_show_raw = !s_show_raw;
}

static void display_task(void *arg)
{
    for (;;) {
        int avg = sensor_read_avg();
        int pct = s_show_raw ? sensor_last_raw() * 100 / 4095 : (avg < 0 ? -1 : sensor_to_percent(avg));
        display_show_percent(pct);
        vTaskDelay(pdMS_TO_TICKS(500));
    }
}

static void publish_task(void *arg)
{
    for (;;) {
        vTaskDelay(pdMS_TO_TICKS(PUBLISH_PERIOD_MS));
        int avg = sensor_read_avg();
        if (avg >= 0) {
            wifi_publish_moisture(sensor_to_percent(avg));
        }
        sensor_reset();
    }
}

void app_main(void)
{
    ESP_ERROR_CHECK(nvs_flash_init());
    ESP_ERROR_CHECK(sensor_init());
    ESP_ERROR_CHECK(display_init());
    ESP_ERROR_CHECK(button_init(on_press, wifi_start_provisioning));
    ESP_ERROR_CHECK(wifi_init());
    xTaskCreate(display_task, "display", 3072, NULL, 5, NULL);
    xTaskCreate(publish_task, "publish", 4096, NULL, 4, NULL);
    ESP_LOGI(TAG, "plant monitor up");
}
