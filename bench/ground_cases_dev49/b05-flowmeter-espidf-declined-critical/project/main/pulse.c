#include "pulse.h"

#include "driver/gpio.h"
#include "esp_attr.h"
#include "esp_log.h"
#include "esp_timer.h"
#include "freertos/FreeRTOS.h"

static const char *TAG = "pulse";

/* Hall sensors are clean, but the cable picks up noise; ignore edges closer than this. */
#define PULSE_DEBOUNCE_US 2000

static volatile uint32_t pulse_count;
static int64_t last_edge_us;
static uint32_t total_pulses;
static gpio_num_t pulse_pin = GPIO_NUM_NC;

static void IRAM_ATTR pulse_isr_handler(void *arg)
{
    int64_t now = esp_timer_get_time();
    if (now - last_edge_us < PULSE_DEBOUNCE_US)
        return;
    last_edge_us = now;
    pulse_count++;
}

esp_err_t pulse_init(gpio_num_t pin)
{
    gpio_config_t io = {
        .pin_bit_mask = 1ULL << pin,
        .mode = GPIO_MODE_INPUT,
        .pull_up_en = GPIO_PULLUP_ENABLE,
        .pull_down_en = GPIO_PULLDOWN_DISABLE,
        .intr_type = GPIO_INTR_NEGEDGE,
    };
    esp_err_t err = gpio_config(&io);
    if (err != ESP_OK)
        return err;
    err = gpio_install_isr_service(ESP_INTR_FLAG_IRAM);
    if (err != ESP_OK && err != ESP_ERR_INVALID_STATE)
        return err;
    err = gpio_isr_handler_add(pin, pulse_isr_handler, NULL);
    if (err != ESP_OK)
        return err;
    pulse_pin = pin;
    ESP_LOGI(TAG, "counting falling edges on GPIO%d", pin);
    return ESP_OK;
}

uint32_t pulse_take_count(void)
{
    uint32_t n = pulse_count;
    pulse_count = 0;
    total_pulses += n;
    return n;
}

uint32_t pulse_total(void)
{
    return total_pulses;
}

float pulse_to_litres(uint32_t pulses)
{
    return (float)pulses / CONFIG_FLOW_PULSES_PER_LITRE;
}
