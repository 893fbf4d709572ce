import pytest

from app.export import export_csv, to_csv
from app.storage import StorageTimeout


class FlakyStorage:
    def __init__(self, fail_times: int):
        self.fail_times = fail_times
        self.calls = 0
        self.saved = {}

    def put(self, key, body):
        self.calls += 1
        if self.calls <= self.fail_times:
            raise StorageTimeout(key)
        self.saved[key] = body


def test_to_csv_has_header():
    assert to_csv([]).startswith(b"id,subtotal,total")


def test_export_retries_on_timeout():
    storage = FlakyStorage(fail_times=2)
    export_csv(storage, [{"id": 1, "subtotal": 1000, "total": 1100}])
    assert storage.calls == 3
    assert "orders.csv" in storage.saved


def test_export_gives_up():
    storage = FlakyStorage(fail_times=5)
    with pytest.raises(StorageTimeout):
        export_csv(storage, [], attempts=2, backoff=0)
