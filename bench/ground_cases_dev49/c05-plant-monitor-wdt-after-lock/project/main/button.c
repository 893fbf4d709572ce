/* button.c - BOOT button on GPIO0, active low */
#include "button.h"

#include "driver/gpio.h"
#include "esp_log.h"
#include "esp_timer.h"
#include "freertos/FreeRTOS.h"
#include "freertos/queue.h"
#include "freertos/task.h"

#define BUTTON_GPIO GPIO_NUM_0
#define DEBOUNCE_US 50000
#define LONG_PRESS_MS 3000
#define POLL_MS 20

static const char *TAG = "button";
static QueueHandle_t s_evt_queue;
static button_cb_t s_on_press;
static button_cb_t s_on_long_press;
static volatile int64_t s_last_isr_us;

static void IRAM_ATTR button_isr(void *arg)
{
    uint32_t pin = (uint32_t)arg;
    BaseType_t woken = pdFALSE;
    int64_t now = esp_timer_get_time();

    if (now - s_last_isr_us < DEBOUNCE_US) {
        return;
    }
    s_last_isr_us = now;
    xQueueSendFromISR(s_evt_queue, &pin, &woken);
    if (woken) {
        portYIELD_FROM_ISR();
    }
}

static void button_task(void *arg)
{
    uint32_t pin;

    for (;;) {
        if (xQueueReceive(s_evt_queue, &pin, portMAX_DELAY)) {
            int held_ms = 0;

            ESP_LOGD(TAG, "press on GPIO%lu", pin);
            while (gpio_get_level(BUTTON_GPIO) == 0 && held_ms < LONG_PRESS_MS) {
                vTaskDelay(pdMS_TO_TICKS(POLL_MS));
                held_ms += POLL_MS;
            }
            if (held_ms >= LONG_PRESS_MS) {
                ESP_LOGI(TAG, "long press");
                if (s_on_long_press) {
                    s_on_long_press();
                }
            } else if (s_on_press) {
                s_on_press();
            }
        }
    }
}

esp_err_t button_init(button_cb_t on_press, button_cb_t on_long_press)
{
    s_on_press = on_press;
    s_on_long_press = on_long_press;
    s_evt_queue = xQueueCreate(8, sizeof(uint32_t));
    gpio_config_t io = {
        .pin_bit_mask = 1ULL << BUTTON_GPIO,
        .mode = GPIO_MODE_INPUT,
        .pull_up_en = GPIO_PULLUP_ENABLE,
        .intr_type = GPIO_INTR_NEGEDGE,
    };
    ESP_ERROR_CHECK(gpio_config(&io));
    ESP_ERROR_CHECK(gpio_install_isr_service(0));
    ESP_ERROR_CHECK(gpio_isr_handler_add(BUTTON_GPIO, button_isr, (void *)BUTTON_GPIO));
    xTaskCreate(button_task, "button", 2048, NULL, 10, NULL);
    return ESP_OK;
}
