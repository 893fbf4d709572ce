"""Level, litres and battery sensors for the tank."""
from __future__ import annotations

from homeassistant.components.sensor import SensorDeviceClass, SensorEntity, SensorStateClass
from homeassistant.config_entries import ConfigEntry
from homeassistant.const import PERCENTAGE, UnitOfVolume
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity_platform import AddEntitiesCallback
from homeassistant.helpers.update_coordinator import CoordinatorEntity

from .const import DAYS_WINDOW, DOMAIN, TANK_LITRES
from .coordinator import TankCoordinator


async def async_setup_entry(hass: HomeAssistant, entry: ConfigEntry, add: AddEntitiesCallback) -> None:
    coordinator: TankCoordinator = hass.data[DOMAIN][entry.entry_id]
    add([LevelSensor(coordinator, entry), LitresSensor(coordinator, entry), BatterySensor(coordinator, entry),
         DaysLeftSensor(coordinator, entry)])


class _TankSensor(CoordinatorEntity[TankCoordinator], SensorEntity):
    _attr_has_entity_name = True

    def __init__(self, coordinator: TankCoordinator, entry: ConfigEntry, key: str) -> None:
        super().__init__(coordinator)
        self._attr_unique_id = f"{entry.unique_id}_{key}"
        self._attr_translation_key = key


class LevelSensor(_TankSensor):
    _attr_native_unit_of_measurement = PERCENTAGE
    _attr_state_class = SensorStateClass.MEASUREMENT

    def __init__(self, coordinator, entry):
        super().__init__(coordinator, entry, "level")

    @property
    def native_value(self):
        return round(self.coordinator.data.level_pct, 1)


class LitresSensor(_TankSensor):
    _attr_native_unit_of_measurement = UnitOfVolume.LITERS
    _attr_device_class = SensorDeviceClass.WATER

    def __init__(self, coordinator, entry):
        super().__init__(coordinator, entry, "litres")

    @property
    def native_value(self):
        return round(self.coordinator.data.level_pct / 100 * TANK_LITRES)


class DaysLeftSensor(_TankSensor):
    """Days until empty at the average fall rate of the last DAYS_WINDOW days (None while filling)."""

    _attr_native_unit_of_measurement = "d"

    def __init__(self, coordinator, entry):
        super().__init__(coordinator, entry, "days_left")
        self._history: list[tuple[str, float]] = []

    @property
    def native_value(self):
        data = self.coordinator.data
        if not self._history or self._history[-1][0] != data.measured_at:
            self._history.append((data.measured_at, data.level_pct))
            self._history = self._history[-(DAYS_WINDOW * 96):]
        if len(self._history) < 2:
            return None
        drop_per_reading = (self._history[0][1] - self._history[-1][1]) / (len(self._history) - 1)
        if drop_per_reading <= 0:
            return None
        return round(data.level_pct / drop_per_reading / 96, 1)


class BatterySensor(_TankSensor):
    _attr_native_unit_of_measurement = PERCENTAGE
    _attr_device_class = SensorDeviceClass.BATTERY

    def __init__(self, coordinator, entry):
        super().__init__(coordinator, entry, "battery")

    @property
    def native_value(self):
        return self.coordinator.data.battery_pct
