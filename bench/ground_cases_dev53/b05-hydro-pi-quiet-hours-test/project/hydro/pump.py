"""The 5 V pump behind a relay on GPIO17."""
from __future__ import annotations

import logging
import time

from hydro.config import PUMP_MAX_SECONDS, PUMP_PIN

log = logging.getLogger(__name__)


class Pump:
    def __init__(self, pin: int = PUMP_PIN) -> None:
        from gpiozero import OutputDevice  # lazy: not on dev machines

        self.relay = OutputDevice(pin, active_high=False, initial_value=False)

    def run(self, seconds: float) -> float:
        seconds = min(seconds, PUMP_MAX_SECONDS)
        log.info("pump on for %.1fs", seconds)
        started = time.monotonic()
        self.relay.on()
        try:
            time.sleep(seconds)
        finally:
            self.relay.off()
        ran = time.monotonic() - started
        log.info("pump off after %.1fs", ran)
        return ran

    def close(self) -> None:
        self.relay.off()
        self.relay.close()
