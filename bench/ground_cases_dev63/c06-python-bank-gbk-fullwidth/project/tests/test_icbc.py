from datetime import date
from decimal import Decimal

import pytest

from ledger.importers.icbc import parse_amount, parse_date, read_statement
from ledger.text import normalize_payee

HEADER = "交易日期,摘要,对方户名,借方发生额,贷方发生额,余额\n"


def test_parse_amount_thousands():
    assert parse_amount("1,234.56") == Decimal("1234.56")


def test_parse_amount_empty():
    assert parse_amount("  ") == Decimal("0")


def test_parse_date_formats():
    assert parse_date("2025-03-05") == date(2025, 3, 5)
    assert parse_date("20250305") == date(2025, 3, 5)
    assert parse_date("2025年03月05日") == date(2025, 3, 5)
    assert parse_date("2025年3月5日") == date(2025, 3, 5)


def test_parse_date_rejects_garbage():
    with pytest.raises(ValueError):
        parse_date("3/5")


def test_normalize_payee_fullwidth_brackets():
    assert normalize_payee("杭州某某科技（集团）有限公司") == "杭州某某科技(集团)有限公司"


def test_read_statement(tmp_path):
    f = tmp_path / "s.csv"
    f.write_text(HEADER + "2025-03-05,货款,杭州某某科技有限公司,,\"1,000.00\",\"5,000.00\"\n", encoding="utf-8")
    rows = read_statement(f)
    assert rows[0].credit == Decimal("1000.00")
