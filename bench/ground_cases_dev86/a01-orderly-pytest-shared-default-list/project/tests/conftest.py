from __future__ import annotations

import copy
from decimal import Decimal

import pytest

from orderly.config import DEFAULTS, Settings


@pytest.fixture
def settings() -> Settings:
    """A fresh copy of the production defaults for each test (tests may change it)."""
    return copy.deepcopy(DEFAULTS)


@pytest.fixture
def vip_settings(settings: Settings) -> Settings:
    settings["vip_rate"] = Decimal("0.15")
    return settings


@pytest.fixture
def widget_price() -> Decimal:
    return Decimal("4.20")


def pytest_report_header(config: pytest.Config) -> list[str]:
    return [f"orderly defaults: bulk_threshold={DEFAULTS['bulk_threshold']} bulk_rate={DEFAULTS['bulk_rate']}"]
