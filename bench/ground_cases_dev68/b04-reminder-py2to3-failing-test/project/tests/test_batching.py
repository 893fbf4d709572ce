# -*- coding: utf-8 -*-
import datetime

import pytest

from reminders.batching import group_by_customer, split_batches, total_amount

D = datetime.date(2025, 11, 20)


def _grouped(n):
    return {i: {"email": "c%d@example.com" % i, "name": "c%d" % i, "invoices": []} for i in range(1, n + 1)}


def test_group_by_customer_merges_invoices():
    rows = [(1, "a@example.com", "A", "INV-1", 1000, D), (1, "a@example.com", "A", "INV-2", 500, D),
            (2, "b@example.com", "B", "INV-3", 200, D)]
    g = group_by_customer(rows)
    assert len(g[1]["invoices"]) == 2
    assert g[2]["email"] == "b@example.com"


def test_split_batches_rounds_up():
    batches = split_batches(_grouped(7), 3)
    assert [len(b) for b in batches] == [3, 3, 1]


def test_split_batches_orders_by_customer_id():
    batches = split_batches(_grouped(4), 2)
    assert [cid for cid, _ in batches[0]] == [1, 2]


def test_split_batches_rejects_zero():
    with pytest.raises(ValueError):
        split_batches(_grouped(1), 0)


def test_total_amount():
    assert total_amount([("A", 100, D), ("B", 250, D)]) == 350
