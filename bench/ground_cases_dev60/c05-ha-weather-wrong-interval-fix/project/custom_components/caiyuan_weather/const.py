"""Constants for the 菜园气象站 integration (community allotment weather station)."""
from datetime import timedelta

DOMAIN = "caiyuan_weather"
API_BASE = "https://api.weatherlink-lite.example.org/v2"

CONF_STATION_ID = "station_id"
CONF_API_KEY = "api_key"

# Free plan: 60 requests per hour per key.
SCAN_INTERVAL = timedelta(minutes=5)
REQUEST_TIMEOUT = 15

ATTRIBUTION = "Data from the allotment society's weather station"
MANUFACTURER = "东湖菜园协会"
MODEL = "Davis Vantage Vue (community)"

# Fields of the /current response we map to sensors.
FIELD_TEMPERATURE = "temp_c"
FIELD_HUMIDITY = "hum"
FIELD_RAIN_DAY = "rain_day_mm"
FIELD_WIND = "wind_kmh"

# Below this the allotment WhatsApp group gets a frost warning (automation blueprint).
FROST_WARNING_C = 2.0

PLATFORM_SENSOR = "sensor"
DATA_COORDINATOR = "coordinator"

# Shown in the config flow when the key is rejected.
HELP_URL = "https://github.com/laozhou-garden/ha-caiyuan-weather#api-key"
