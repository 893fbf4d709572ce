/* wifi.c - station mode with credentials from NVS, MQTT publish of the moisture value */
#include "wifi.h"

#include <stdio.h>

#include "esp_event.h"
#include "esp_log.h"
#include "esp_netif.h"
#include "esp_wifi.h"
#include "mqtt_client.h"

#define MQTT_URI "mqtt://192.168.1.20"
#define TOPIC "home/balcony/basil/moisture"

static const char *TAG = "wifi";
static esp_mqtt_client_handle_t s_mqtt;

static void on_wifi_event(void *arg, esp_event_base_t base, int32_t id, void *data)
{
    if (base == WIFI_EVENT && id == WIFI_EVENT_STA_START) {
        esp_wifi_connect();
    } else if (base == WIFI_EVENT && id == WIFI_EVENT_STA_DISCONNECTED) {
        ESP_LOGW(TAG, "disconnected, retrying");
        esp_wifi_connect();
    } else if (base == IP_EVENT && id == IP_EVENT_STA_GOT_IP) {
        ESP_LOGI(TAG, "got ip, starting mqtt");
        esp_mqtt_client_start(s_mqtt);
    }
}

esp_err_t wifi_init(void)
{
    ESP_ERROR_CHECK(esp_netif_init());
    ESP_ERROR_CHECK(esp_event_loop_create_default());
    esp_netif_create_default_wifi_sta();
    wifi_init_config_t cfg = WIFI_INIT_CONFIG_DEFAULT();
    ESP_ERROR_CHECK(esp_wifi_init(&cfg));
    ESP_ERROR_CHECK(esp_event_handler_register(WIFI_EVENT, ESP_EVENT_ANY_ID, on_wifi_event, NULL));
    ESP_ERROR_CHECK(esp_event_handler_register(IP_EVENT, IP_EVENT_STA_GOT_IP, on_wifi_event, NULL));

    esp_mqtt_client_config_t mqtt_cfg = { .broker.address.uri = MQTT_URI };
    s_mqtt = esp_mqtt_client_init(&mqtt_cfg);

    ESP_ERROR_CHECK(esp_wifi_set_mode(WIFI_MODE_STA)); /* ssid/password come from NVS */
    return esp_wifi_start();
}

void wifi_publish_moisture(int percent)
{
    char payload[8];
    snprintf(payload, sizeof payload, "%d", percent);
    esp_mqtt_client_publish(s_mqtt, TOPIC, payload, 0, 1, 1);
}

void wifi_start_provisioning(void)
{
    /* TODO: SoftAP provisioning; for now just forget the stored network and reboot into it */
    ESP_LOGW(TAG, "provisioning requested: clearing stored credentials");
    esp_wifi_restore();
    esp_restart();
}
