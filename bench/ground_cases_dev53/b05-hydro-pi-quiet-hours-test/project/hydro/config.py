"""Settings for the balcony watering Pi. Override with /etc/hydro.env."""
import os
from datetime import time
from zoneinfo import ZoneInfo

TZ = ZoneInfo(os.environ.get("HYDRO_TZ", "Asia/Tokyo"))

# no pumping at night: the pump is loud and the tank is next to the bedroom
QUIET_START = time(22, 0)
QUIET_END = time(7, 0)

# no watering in the midday heat either (water on hot soil just evaporates)
HOT_START = time(11, 0)
HOT_END = time(15, 0)

# soil sensor (capacitive v1.2 on ADS1115 A0): raw readings in air and in water
RAW_DRY = int(os.environ.get("HYDRO_RAW_DRY", "21400"))
RAW_WET = int(os.environ.get("HYDRO_RAW_WET", "9800"))
THRESHOLD_PCT = int(os.environ.get("HYDRO_THRESHOLD", "35"))

PUMP_PIN = 17
PUMP_SECONDS = 8
PUMP_MAX_SECONDS = 20
CHECK_EVERY_S = 600

MQTT_HOST = os.environ.get("HYDRO_MQTT_HOST", "homeassistant.local")
MQTT_USER = os.environ.get("HYDRO_MQTT_USER", "hydro")
MQTT_PASSWORD = os.environ.get("HYDRO_MQTT_PASSWORD", "")
DEVICE_ID = "hydro_balcony"
