#pragma once

#include "esp_err.h"

esp_err_t wifi_init(void);
void wifi_publish_moisture(int percent);
void wifi_start_provisioning(void);
