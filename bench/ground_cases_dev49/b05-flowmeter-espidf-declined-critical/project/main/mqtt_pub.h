#pragma once

#include <stdint.h>

#include "esp_err.h"

esp_err_t mqtt_pub_start(const char *uri);

/* Publish one reading to CONFIG_FLOW_MQTT_TOPIC (QoS 1); dropped while disconnected. */
void mqtt_pub_flow(uint32_t pulses, float litres, float lpm);
