"""Soil moisture from a capacitive sensor on an ADS1115."""
from __future__ import annotations

import logging
import statistics

from hydro.config import RAW_DRY, RAW_WET

log = logging.getLogger(__name__)


def _adc():
    import board  # imported lazily so tests run off the Pi
    import busio
    from adafruit_ads1x15.ads1115 import ADS1115
    from adafruit_ads1x15.analog_in import AnalogIn

    i2c = busio.I2C(board.SCL, board.SDA)
    return AnalogIn(ADS1115(i2c), 0)


def raw_to_pct(raw: int) -> float:
    """Map a raw reading to 0-100 %. Drier soil gives a higher raw value."""
    span = RAW_DRY - RAW_WET
    pct = (RAW_DRY - raw) / span * 100
    # readings drift past the calibration points with temperature; clamp instead of reporting 112 %
    return max(0.0, min(100.0, pct))


def read_moisture(samples: int = 5, channel=None) -> float:
    ch = channel or _adc()
    values = [ch.value for _ in range(samples)]
    raw = statistics.median(values)
    pct = raw_to_pct(raw)
    log.debug("soil raw=%s pct=%.1f", raw, pct)
    return round(pct, 1)
