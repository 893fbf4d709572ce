"""Sensors for the allotment weather station."""
from __future__ import annotations

from homeassistant.components.sensor import (
    SensorDeviceClass,
    SensorEntity,
    SensorEntityDescription,
    SensorStateClass,
)
from homeassistant.const import PERCENTAGE, UnitOfPrecipitationDepth, UnitOfSpeed, UnitOfTemperature
from homeassistant.helpers.update_coordinator import CoordinatorEntity

from .const import ATTRIBUTION, DOMAIN, MANUFACTURER
from .coordinator import CaiyuanCoordinator

SENSORS = (
    SensorEntityDescription(key="temperature", name="气温", device_class=SensorDeviceClass.TEMPERATURE,
                            native_unit_of_measurement=UnitOfTemperature.CELSIUS, state_class=SensorStateClass.MEASUREMENT),
    SensorEntityDescription(key="humidity", name="湿度", device_class=SensorDeviceClass.HUMIDITY,
                            native_unit_of_measurement=PERCENTAGE, state_class=SensorStateClass.MEASUREMENT),
    SensorEntityDescription(key="rain_today", name="今日降雨", device_class=SensorDeviceClass.PRECIPITATION,
                            native_unit_of_measurement=UnitOfPrecipitationDepth.MILLIMETERS, state_class=SensorStateClass.TOTAL_INCREASING),
    SensorEntityDescription(key="wind_speed", name="风速", device_class=SensorDeviceClass.WIND_SPEED,
                            native_unit_of_measurement=UnitOfSpeed.KILOMETERS_PER_HOUR, state_class=SensorStateClass.MEASUREMENT),
    SensorEntityDescription(key="soil_moisture", name="土壤湿度", device_class=SensorDeviceClass.MOISTURE,
                            native_unit_of_measurement=PERCENTAGE, state_class=SensorStateClass.MEASUREMENT),
)


async def async_setup_entry(hass, entry, async_add_entities) -> None:
    coordinator: CaiyuanCoordinator = hass.data[DOMAIN][entry.entry_id]
    async_add_entities(CaiyuanSensor(coordinator, d) for d in SENSORS)


class CaiyuanSensor(CoordinatorEntity[CaiyuanCoordinator], SensorEntity):
    _attr_attribution = ATTRIBUTION
    _attr_has_entity_name = True

    def __init__(self, coordinator: CaiyuanCoordinator, description: SensorEntityDescription) -> None:
        super().__init__(coordinator)
        self.entity_description = description
        self._attr_unique_id = f"{coordinator.station_id}_{description.key}"
        self._attr_device_info = {
            "identifiers": {(DOMAIN, coordinator.station_id)},
            "name": "菜园气象站",
            "manufacturer": MANUFACTURER,
        }

    @property
    def native_value(self):
        return self.coordinator.data.get(self.entity_description.key)
