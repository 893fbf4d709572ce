import os

CONFIG = {
    "mqtt_host": os.environ.get("MQTT_HOST", "192.168.1.20"),
    "mqtt_user": os.environ.get("MQTT_USER", "garage"),
    "mqtt_password": os.environ.get("MQTT_PASSWORD", ""),
    "gpio_pin": int(os.environ.get("GARAGE_GPIO", "17")),
    "bounce_time": float(os.environ.get("GARAGE_BOUNCE", "0.2")),
}
