#pragma once

#include "esp_err.h"

esp_err_t display_init(void);
void display_clear(void);
void display_show_percent(int pct);
