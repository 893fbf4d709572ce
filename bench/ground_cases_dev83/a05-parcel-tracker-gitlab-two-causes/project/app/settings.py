from __future__ import annotations

import os

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql+psycopg://parcels:parcels@localhost:5433/parcels")
CARRIER_API_KEY = os.environ.get("CARRIER_API_KEY", "")
POLL_INTERVAL_S = int(os.environ.get("POLL_INTERVAL_S", "300"))
