"""One coordinator per station: polls the API, entities read from it."""
from __future__ import annotations

import logging
from datetime import timedelta

from homeassistant.core import HomeAssistant
from homeassistant.helpers.update_coordinator import DataUpdateCoordinator, UpdateFailed

from .api import RateLimited, StationApi, StationApiError
from .const import DOMAIN

_LOGGER = logging.getLogger(__name__)


class CaiyuanCoordinator(DataUpdateCoordinator[dict]):
    def __init__(self, hass: HomeAssistant, api: StationApi, station_id: str) -> None:
        super().__init__(
            hass,
            _LOGGER,
            name=f"{DOMAIN}_{station_id}",
            update_interval=timedelta(seconds=30),
        )
        self.api = api
        self.station_id = station_id

    async def _async_update_data(self) -> dict:
        try:
            data = await self.api.current()
        except RateLimited as err:
            raise UpdateFailed(f"rate limited by station API: {err}") from err
        except StationApiError as err:
            raise UpdateFailed(str(err)) from err
        return {
            "temperature": data.get("temp_c"),
            "humidity": data.get("hum"),
            "rain_today": data.get("rain_day_mm"),
            "wind_speed": data.get("wind_kmh"),
            "soil_moisture": data.get("soil_moist"),
        }
