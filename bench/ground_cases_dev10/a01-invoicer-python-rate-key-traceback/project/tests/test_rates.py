from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from invoicer.rates import RateError, RateTable


@pytest.fixture
def rates_file(tmp_path: Path) -> Path:
    path = tmp_path / "rates.csv"
    path.write_text("client,hourly,since\nnorthwind,82.50,\nglobex,100,2025-02-01\n", encoding="utf-8")
    return path


def test_rate_lookup(rates_file: Path) -> None:
    table = RateTable.from_csv(rates_file)
    assert table.rate_for("northwind", date(2025, 3, 3)) == Decimal("82.50")


def test_rate_before_since_is_an_error(rates_file: Path) -> None:
    table = RateTable.from_csv(rates_file)
    with pytest.raises(RateError):
        table.rate_for("globex", date(2025, 1, 15))


def test_default_rate_for_unknown_client(rates_file: Path) -> None:
    table = RateTable.from_csv(rates_file, default=Decimal("70"))
    assert table.rate_for("initech", date(2025, 3, 3)) == Decimal("70")


def test_bad_rate(tmp_path: Path) -> None:
    path = tmp_path / "rates.csv"
    path.write_text("client,hourly\nnorthwind,lots\n", encoding="utf-8")
    with pytest.raises(RateError):
        RateTable.from_csv(path)
