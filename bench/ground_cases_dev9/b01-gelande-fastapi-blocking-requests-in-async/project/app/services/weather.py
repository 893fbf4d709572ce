import requests

from app.config import settings
from app.services.spots import SPOTS


async def fetch_forecast(resort_id: str) -> dict:
    spot = SPOTS[resort_id]
    resp = requests.get(
        settings.weather_api_url,
        params={
            "latitude": spot.lat,
            "longitude": spot.lon,
            "hourly": "temperature_2m,snowfall,wind_speed_10m",
            "forecast_days": 2,
            "timezone": "Asia/Tokyo",
        },
        timeout=settings.weather_timeout,
    )
    resp.raise_for_status()
    return _shape(spot.name, resp.json())


def _shape(name: str, data: dict) -> dict:
    hourly = data.get("hourly", {})
    return {
        "spot": name,
        "hours": [
            {"time": t, "temp": temp, "snowfall_cm": snow, "wind": wind}
            for t, temp, snow, wind in zip(
                hourly.get("time", []),
                hourly.get("temperature_2m", []),
                hourly.get("snowfall", []),
                hourly.get("wind_speed_10m", []),
            )
        ],
    }
