"""Publish state to Home Assistant over MQTT, with discovery."""
from __future__ import annotations

import json

import paho.mqtt.client as mqtt

from hydro.config import DEVICE_ID, MQTT_HOST, MQTT_PASSWORD, MQTT_USER

BASE = f"hydro/{DEVICE_ID}"
DEVICE = {"identifiers": [DEVICE_ID], "name": "水やりくん", "manufacturer": "DIY", "model": "Pi Zero 2 W"}


def connect() -> mqtt.Client:
    client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=DEVICE_ID)
    client.username_pw_set(MQTT_USER, MQTT_PASSWORD)
    client.will_set(f"{BASE}/availability", "offline", retain=True)
    client.connect(MQTT_HOST, 1883, keepalive=60)
    client.loop_start()
    client.publish(f"{BASE}/availability", "online", retain=True)
    return client


def announce(client: mqtt.Client) -> None:
    sensors = {
        "moisture": {"name": "Soil moisture", "unit_of_measurement": "%", "device_class": "moisture"},
        "last_watered": {"name": "Last watered", "device_class": "timestamp"},
    }
    for key, extra in sensors.items():
        config = {
            "unique_id": f"{DEVICE_ID}_{key}",
            "state_topic": f"{BASE}/{key}",
            "availability_topic": f"{BASE}/availability",
            "device": DEVICE,
            **extra,
        }
        client.publish(f"homeassistant/sensor/{DEVICE_ID}/{key}/config", json.dumps(config), retain=True)


def publish(client: mqtt.Client, key: str, value) -> None:
    client.publish(f"{BASE}/{key}", str(value), retain=True)
