#include "esp_chip_info.h"
#include "esp_log.h"
#include "esp_system.h"
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "nvs_flash.h"

void uart_rx_init(void);
void uart_reader_task(void *arg);
void uart_consumer_task(void *arg);
void led_start(void);

static const char *TAG = "main";

static void print_chip(void)
{
    esp_chip_info_t info;
    esp_chip_info(&info);
    ESP_LOGI(TAG, "%s rev %d, %d cores, IDF %s", CONFIG_IDF_TARGET, info.revision, info.cores,
             esp_get_idf_version());
}

void app_main(void)
{
    print_chip();
    esp_err_t err = nvs_flash_init();
    if (err == ESP_ERR_NVS_NO_FREE_PAGES || err == ESP_ERR_NVS_NEW_VERSION_FOUND) {
        ESP_ERROR_CHECK(nvs_flash_erase());
        err = nvs_flash_init();
    }
    ESP_ERROR_CHECK(err);

    uart_rx_init();
    xTaskCreatePinnedToCore(uart_reader_task, "uart_rd", 3072, NULL, 12, NULL, 0);
    xTaskCreatePinnedToCore(uart_consumer_task, "uart_rx", 4096, NULL, 10, NULL, 1);
    led_start();
    ESP_LOGI(TAG, "bridge up");
}
