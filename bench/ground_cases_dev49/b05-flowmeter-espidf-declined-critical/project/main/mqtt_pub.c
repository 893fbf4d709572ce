#include "mqtt_pub.h"

#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>

#include "esp_log.h"
#include "mqtt_client.h"

static const char *TAG = "mqtt_pub";
static esp_mqtt_client_handle_t client;
static bool connected;

static void on_event(void *arg, esp_event_base_t base, int32_t id, void *data)
{
    switch ((esp_mqtt_event_id_t)id) {
    case MQTT_EVENT_CONNECTED:
        connected = true;
        ESP_LOGI(TAG, "connected");
        break;
    case MQTT_EVENT_DISCONNECTED:
        connected = false;
        ESP_LOGW(TAG, "disconnected");
        break;
    default:
        break;
    }
}

esp_err_t mqtt_pub_start(const char *uri)
{
    esp_mqtt_client_config_t cfg = {
        .broker.address.uri = uri,
        .session.keepalive = 30,
    };
    client = esp_mqtt_client_init(&cfg);
    if (client == NULL)
        return ESP_FAIL;
    esp_mqtt_client_register_event(client, ESP_EVENT_ANY_ID, on_event, NULL);
    return esp_mqtt_client_start(client);
}

void mqtt_pub_flow(uint32_t pulses, float litres, float lpm)
{
    char payload[96];

    if (!connected)
        return;
    snprintf(payload, sizeof payload, "{\"pulses\":%" PRIu32 ",\"litres\":%.3f,\"lpm\":%.2f}", pulses, litres,
             lpm);
    esp_mqtt_client_publish(client, CONFIG_FLOW_MQTT_TOPIC, payload, 0, 1, 0);
}
