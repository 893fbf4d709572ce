from datetime import datetime, timedelta

from ledgersync.jobs import Account, due_accounts, next_run


def test_never_synced_is_due():
    acc = Account(1, "ops", 30, None)
    assert due_accounts([acc]) == [acc]


def test_due_jobs():
    old = Account(2, "payroll", 30, datetime(2020, 1, 1))
    assert due_accounts([old]) == [old]


def test_next_run():
    acc = Account(3, "cards", 15, datetime(2024, 5, 1, 10, 0))
    assert next_run(acc) == datetime(2024, 5, 1, 10, 15)
