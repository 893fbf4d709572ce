"""Polls TankTrack every SCAN_MINUTES and shares the reading with the sensors."""
from __future__ import annotations

import logging
from datetime import timedelta

from homeassistant.core import HomeAssistant
from homeassistant.exceptions import ConfigEntryAuthFailed
from homeassistant.helpers.update_coordinator import DataUpdateCoordinator, UpdateFailed

from .api import Reading, TankTrackAuthError, TankTrackClient, TankTrackError
from .const import DOMAIN, SCAN_MINUTES, TANK_LITRES

_LOGGER = logging.getLogger(__name__)


class TankCoordinator(DataUpdateCoordinator[Reading]):
    def __init__(self, hass: HomeAssistant, client: TankTrackClient) -> None:
        super().__init__(hass, _LOGGER, name=DOMAIN, update_interval=timedelta(minutes=SCAN_MINUTES))
        self.client = client

    async def _async_update_data(self) -> Reading:
        try:
            return await self.client.latest()
        except TankTrackAuthError as err:
            # HA shows a "re-authenticate" notice instead of a silent 'unavailable'
            raise ConfigEntryAuthFailed(str(err)) from err
        except TankTrackError as err:
            raise UpdateFailed(str(err)) from err

    @property
    def litres(self) -> float | None:
        """Current volume, for the dashboard card and the watering-rota automation."""
        if self.data is None:
            return None
        return self.data.level_pct / 100 * TANK_LITRES

    @property
    def low_battery(self) -> bool:
        return self.data is not None and self.data.battery_pct < 15
