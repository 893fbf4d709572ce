from tidewater.warehouse.loader import batch_rows, dedupe_rows


def test_batch_rows_drops_none():
    assert batch_rows([1, None, 2]) == [1, 2]


def test_dedupe_rows_drops_none():
    assert dedupe_rows([1, None, 2]) == [1, 2]
