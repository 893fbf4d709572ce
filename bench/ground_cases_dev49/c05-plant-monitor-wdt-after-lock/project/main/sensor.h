#pragma once

#include "esp_err.h"

esp_err_t sensor_init(void);
int sensor_read_avg(void);
int sensor_last_raw(void);
void sensor_reset(void);
int sensor_to_percent(int raw);
