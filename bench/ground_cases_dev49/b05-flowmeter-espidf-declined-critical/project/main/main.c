#include <inttypes.h>
#include <stdio.h>

#include "esp_event.h"
#include "esp_log.h"
#include "esp_netif.h"
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "nvs_flash.h"
#include "protocol_examples_common.h"

#include "mqtt_pub.h"
#include "pulse.h"

static const char *TAG = "flowmeter";

#define REPORT_PERIOD_MS CONFIG_FLOW_REPORT_PERIOD_MS

static void report_task(void *arg)
{
    TickType_t last = xTaskGetTickCount();
    for (;;) {
        vTaskDelayUntil(&last, pdMS_TO_TICKS(REPORT_PERIOD_MS));
        uint32_t n = pulse_take_count();
        float litres = pulse_to_litres(n);
        float lpm = litres * 60000.0f / REPORT_PERIOD_MS;
        ESP_LOGI(TAG, "%" PRIu32 " pulses, %.2f L, %.2f L/min", n, litres, lpm);
        mqtt_pub_flow(n, litres, lpm);
    }
}

void app_main(void)
{
    esp_err_t err = nvs_flash_init();
    if (err == ESP_ERR_NVS_NO_FREE_PAGES || err == ESP_ERR_NVS_NEW_VERSION_FOUND) {
        ESP_ERROR_CHECK(nvs_flash_erase());
        err = nvs_flash_init();
    }
    ESP_ERROR_CHECK(err);
    ESP_ERROR_CHECK(esp_netif_init());
    ESP_ERROR_CHECK(esp_event_loop_create_default());
    ESP_ERROR_CHECK(example_connect());

    ESP_ERROR_CHECK(pulse_init(CONFIG_FLOW_PULSE_GPIO));
    ESP_ERROR_CHECK(mqtt_pub_start(CONFIG_FLOW_MQTT_URI));
    xTaskCreate(report_task, "report", 4096, NULL, 5, NULL);
}
