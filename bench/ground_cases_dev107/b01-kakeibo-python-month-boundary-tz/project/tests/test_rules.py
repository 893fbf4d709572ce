from datetime import datetime

from kakeibo.importer import JST, Transaction
from kakeibo.rules import categorize, unknown_payees


def tx(payee: str, amount: int = -100, category: str = "未分類") -> Transaction:
    return Transaction(datetime(2024, 3, 1, 12, 0, tzinfo=JST), payee, amount, category)


def test_convenience_store_is_food():
    assert categorize(tx("セブン-イレブン 新宿店")).category == "食費"


def test_first_matching_rule_wins():
    # イオンは食費のルールが先にマッチする
    assert categorize(tx("イオン 品川シーサイド店")).category == "食費"


def test_case_insensitive():
    assert categorize(tx("Netflix.com")).category == "サブスク"


def test_positive_amount_is_income():
    assert categorize(tx("セブン-イレブン", amount=300)).category == "収入"


def test_unknown_stays_unknown():
    assert categorize(tx("どこかの店")).category == "未分類"


def test_unknown_payees_sorted_by_count():
    txs = [tx("A"), tx("B"), tx("B"), tx("C", category="食費")]
    assert unknown_payees(txs) == ["B", "A"]
