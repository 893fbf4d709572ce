from __future__ import annotations

from datetime import datetime, timezone

import pytest

from reportly import settings


@pytest.fixture(autouse=True)
def export_dir(tmp_path, monkeypatch):
    """Each test gets its own export directory (xdist workers share /tmp)."""
    path = tmp_path / "exports"
    monkeypatch.setattr(settings, "EXPORT_DIR", path)
    return path


@pytest.fixture
def sample_rows():
    placed = datetime(2025, 11, 3, 14, 5, tzinfo=timezone.utc)
    return [
        {"order_id": 1001, "placed_at": placed, "customer": "Brouwer BV", "net_cents": 12000,
         "vat_cents": 2520, "currency": "EUR"},
        {"order_id": 1002, "placed_at": placed, "customer": "De Vries", "net_cents": 4550,
         "vat_cents": 956, "currency": "EUR"},
    ]
