#pragma once

#include <stdint.h>

#include "driver/gpio.h"
#include "esp_err.h"

/*
 * Pulse counter for a hall-effect flow sensor.
 *
 * The GPIO ISR counts falling edges; a task calls pulse_take_count() periodically
 * to get the pulses since the last call. Only one task may call pulse_take_count().
 */

/* Start counting falling edges on pin (pull-up enabled, debounced in the ISR).
 * Installs the shared GPIO ISR service if it is not installed yet. */
esp_err_t pulse_init(gpio_num_t pin);

/* Pulses since the previous call; the counter starts again from zero. */
uint32_t pulse_take_count(void);

/* All pulses handed out by pulse_take_count() since boot. */
uint32_t pulse_total(void);

float pulse_to_litres(uint32_t pulses);
