import pytest

from scoring.utils import chunked, pct


def test_chunked_sizes():
    assert [len(c) for c in chunked(list(range(10)), 4)][:2] == [4, 4]


def test_chunked_covers_all_rows():
    items = list(range(10))
    out = [x for c in chunked(items, 4) for x in c]
    assert out == items


def test_chunked_exact_multiple():
    assert [len(c) for c in chunked(list(range(8)), 4)] == [4, 4]


def test_chunked_last_partial_batch():
    assert [len(c) for c in chunked(list(range(11)), 5)] == [5, 5, 1]


def test_chunked_rejects_zero():
    with pytest.raises(ValueError):
        list(chunked([1, 2], 0))


def test_pct():
    assert pct(1, 4) == "25.0%"
    assert pct(1, 0) == "n/a"
