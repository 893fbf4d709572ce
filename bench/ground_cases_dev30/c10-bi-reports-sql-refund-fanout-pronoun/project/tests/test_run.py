import datetime as dt
from unittest import mock

from reports import run as run_mod


class FakeCursor:
    description = [mock.Mock(name="day"), mock.Mock(name="channel")]

    def __init__(self):
        self.description[0].name = "day"
        self.description[1].name = "channel"
        self.executed = None

    def execute(self, sql, params):
        self.executed = (sql, params)

    def fetchall(self):
        return [(dt.date(2025, 11, 3), "app")]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_run_passes_dates_and_stores_rows():
    cur = FakeCursor()
    conn = mock.MagicMock()
    conn.__enter__.return_value.cursor.return_value = cur
    with mock.patch.object(run_mod, "connect", return_value=conn), \
         mock.patch.object(run_mod, "replace_rows") as replace:
        n = run_mod.run("daily_revenue", dt.date(2025, 11, 3), dt.date(2025, 11, 3))
    assert n == 1
    assert cur.executed[1]["start_date"] == "2025-11-03"
    replace.assert_called_once()
