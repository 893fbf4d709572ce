"""UI setup: station id + API key."""
from __future__ import annotations

import voluptuous as vol
from homeassistant import config_entries
from homeassistant.helpers.aiohttp_client import async_get_clientsession

from .api import StationApi, StationApiError
from .const import CONF_API_KEY, CONF_STATION_ID, DOMAIN

SCHEMA = vol.Schema({vol.Required(CONF_STATION_ID): str, vol.Required(CONF_API_KEY): str})


class CaiyuanConfigFlow(config_entries.ConfigFlow, domain=DOMAIN):
    VERSION = 1

    async def async_step_user(self, user_input=None):
        errors = {}
        if user_input is not None:
            await self.async_set_unique_id(user_input[CONF_STATION_ID])
            self._abort_if_unique_id_configured()
            api = StationApi(async_get_clientsession(self.hass), user_input[CONF_API_KEY], user_input[CONF_STATION_ID])
            try:
                await api.current()
            except StationApiError:
                errors["base"] = "cannot_connect"
            else:
                return self.async_create_entry(title=f"菜园气象站 {user_input[CONF_STATION_ID]}", data=user_input)
        return self.async_show_form(step_id="user", data_schema=SCHEMA, errors=errors)
