from decimal import Decimal

import pytest

from bankcsv.parse import parse_amount, parse_row

ROW_INCOME = {"交易日期": "2025-10-01", "收入": "8,500.00", "支出": "", "余额": "12,034.50",
              "对方户名": "上海某某科技有限公司", "交易摘要": "代发工资"}
ROW_EXPENSE = {"交易日期": "2025-10-03", "收入": "", "支出": "35.00", "余额": "11,999.50",
               "对方户名": "美团", "交易摘要": "快捷支付"}


def test_parse_amount_plain():
    assert parse_amount(" 12.30 ") == Decimal("12.30")


def test_parse_amount_thousands_and_symbol():
    assert parse_amount("1,234.50") == Decimal("1234.50")
    assert parse_amount("¥2,000") == Decimal("2000")


def test_parse_amount_rejects_garbage():
    with pytest.raises(ValueError):
        parse_amount("abc")


def test_income_is_positive():
    txn = parse_row(ROW_INCOME)
    assert txn.amount == Decimal("8500.00")
    assert txn.balance == Decimal("12034.50")


def test_expense_is_negative():
    txn = parse_row(ROW_EXPENSE)
    assert txn.amount == Decimal("-35.00")
    assert txn.counterparty == "美团"


def test_missing_balance_is_none():
    txn = parse_row({**ROW_EXPENSE, "余额": ""})
    assert txn.balance is None
