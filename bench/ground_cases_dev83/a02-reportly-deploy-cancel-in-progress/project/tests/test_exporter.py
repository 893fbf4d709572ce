from __future__ import annotations

import csv
import os
import time
from datetime import date

from reportly import exporter, settings


def test_export_writes_csv(sample_rows):
    path = exporter.write_csv(sample_rows, date(2025, 11, 3))
    assert path.name == "sales-2025-11-03.csv"
    with path.open() as fh:
        rows = list(csv.DictReader(fh))
    assert [r["order_id"] for r in rows] == ["1001", "1002"]
    assert rows[0]["net_cents"] == "12000"


def test_export_is_atomic(sample_rows):
    path = exporter.write_csv(sample_rows, date(2025, 11, 4))
    assert not path.with_suffix(".csv.part").exists()


def test_remove_old_exports_keeps_recent(sample_rows):
    old = exporter.write_csv(sample_rows, date(2025, 9, 1))
    new = exporter.write_csv(sample_rows, date(2025, 11, 2))
    now = time.time()
    os.utime(old, (now - 40 * 86400, now - 40 * 86400))
    removed = exporter.remove_old_exports(keep_days=30, now=now)
    assert removed == [old]
    assert new.exists()
    assert settings.EXPORT_DIR.exists()
