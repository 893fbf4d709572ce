#pragma once

#include "esp_err.h"

typedef void (*button_cb_t)(void);

esp_err_t button_init(button_cb_t on_press, button_cb_t on_long_press);
