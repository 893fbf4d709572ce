"""Constants for the Allotment Tank integration."""
DOMAIN = "allotment_tank"
API_BASE = "https://api.tanktrack.io/v2"
CONF_API_KEY = "api_key"
CONF_TANK_ID = "tank_id"
SCAN_MINUTES = 15
TANK_LITRES = 1000
DAYS_WINDOW = 7
