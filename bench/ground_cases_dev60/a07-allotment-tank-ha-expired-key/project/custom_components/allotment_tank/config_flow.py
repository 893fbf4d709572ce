"""UI setup: paste the TankTrack API key and pick the tank."""
from __future__ import annotations

from typing import Any

import voluptuous as vol
from homeassistant import config_entries
from homeassistant.helpers.aiohttp_client import async_get_clientsession

from .api import TankTrackAuthError, TankTrackClient, TankTrackError
from .const import CONF_API_KEY, CONF_TANK_ID, DOMAIN

SCHEMA = vol.Schema({vol.Required(CONF_API_KEY): str, vol.Required(CONF_TANK_ID): str})


class AllotmentTankFlow(config_entries.ConfigFlow, domain=DOMAIN):
    VERSION = 1

    async def async_step_user(self, user_input: dict[str, Any] | None = None):
        errors: dict[str, str] = {}
        if user_input is not None:
            client = TankTrackClient(async_get_clientsession(self.hass), user_input[CONF_API_KEY], user_input[CONF_TANK_ID])
            try:
                await client.latest()
            except TankTrackAuthError:
                errors["base"] = "invalid_auth"
            except TankTrackError:
                errors["base"] = "cannot_connect"
            else:
                await self.async_set_unique_id(user_input[CONF_TANK_ID])
                self._abort_if_unique_id_configured()
                return self.async_create_entry(title=f"Tank {user_input[CONF_TANK_ID]}", data=user_input)
        return self.async_show_form(step_id="user", data_schema=SCHEMA, errors=errors)

    async def async_step_reauth(self, entry_data: dict[str, Any]):
        return await self.async_step_reauth_confirm()

    async def async_step_reauth_confirm(self, user_input: dict[str, Any] | None = None):
        errors: dict[str, str] = {}
        entry = self._get_reauth_entry()
        if user_input is not None:
            client = TankTrackClient(async_get_clientsession(self.hass), user_input[CONF_API_KEY], entry.data[CONF_TANK_ID])
            try:
                await client.latest()
            except TankTrackAuthError:
                errors["base"] = "invalid_auth"
            except TankTrackError:
                errors["base"] = "cannot_connect"
            else:
                return self.async_update_reload_and_abort(entry, data_updates={CONF_API_KEY: user_input[CONF_API_KEY]})
        return self.async_show_form(step_id="reauth_confirm", data_schema=vol.Schema({vol.Required(CONF_API_KEY): str}),
                                    errors=errors)
