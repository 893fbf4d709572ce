"""Reed switch on the garage door -> MQTT, for Home Assistant.

GPIO17 is pulled up; the magnet closes the switch when the door is shut.
"""
import json
import logging
import signal
import threading
import time

import paho.mqtt.client as mqtt
from gpiozero import Button

from garage.config import CONFIG

log = logging.getLogger("garage")

STATE_TOPIC = "home/garage/door/state"
AVAIL_TOPIC = "home/garage/door/availability"

client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="garage-pi")
client.username_pw_set(CONFIG["mqtt_user"], CONFIG["mqtt_password"])
client.will_set(AVAIL_TOPIC, "offline", retain=True)

switch = Button(CONFIG["gpio_pin"], pull_up=True, bounce_time=CONFIG["bounce_time"] or None)
_last_state: str | None = None


def publish_state() -> None:
    global _last_state
    time.sleep(0.3)  # let the reed switch settle before reading it
    state = "closed" if switch.is_pressed else "open"
    if state == _last_state:
        return
    _last_state = state
    client.publish(STATE_TOPIC, state, qos=1, retain=True)
    log.info("door %s", state)


def heartbeat() -> None:
    while True:
        client.publish(AVAIL_TOPIC, "online", retain=True)
        time.sleep(60)


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    client.connect(CONFIG["mqtt_host"], 1883, keepalive=30)
    client.loop_start()
    publish_state()
    switch.when_pressed = publish_state
    switch.when_released = publish_state
    threading.Thread(target=heartbeat, daemon=True).start()
    signal.pause()


if __name__ == "__main__":
    main()
