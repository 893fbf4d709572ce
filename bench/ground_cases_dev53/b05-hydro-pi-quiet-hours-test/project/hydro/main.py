"""Main loop: check the soil every 10 minutes, water when it is dry (not at night, not at noon)."""
from __future__ import annotations

import logging
import time
from datetime import datetime

from hydro import mqtt_pub
from hydro.config import PUMP_SECONDS, THRESHOLD_PCT, TZ
from hydro.pump import Pump
from hydro.schedule import may_water, next_check
from hydro.sensors import read_moisture

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("hydro")


def main() -> None:
    pump = Pump()
    client = mqtt_pub.connect()
    mqtt_pub.announce(client)
    last_watered: datetime | None = None
    try:
        while True:
            now = datetime.now(TZ)
            pct = read_moisture()
            mqtt_pub.publish(client, "moisture", pct)
            if pct < THRESHOLD_PCT and may_water(now, last_watered):
                pump.run(PUMP_SECONDS)
                last_watered = now
                mqtt_pub.publish(client, "last_watered", now.isoformat())
            wait = (next_check(now) - now).total_seconds()
            time.sleep(max(wait, 1))
    finally:
        pump.close()


if __name__ == "__main__":
    main()
