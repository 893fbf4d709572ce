import pytest

from bot.utils import cents_to_str, chunks, parse_amount


@pytest.mark.parametrize("text,cents", [("12.50", 1250), ("12,5", 1250), ("3", 300), ("0.99", 99)])
def test_parse_amount(text, cents):
    assert parse_amount(text) == cents


def test_parse_amount_rejects_garbage():
    with pytest.raises(ValueError):
        parse_amount("abc")


@pytest.mark.parametrize("cents,text", [(1250, "12.50"), (5, "0.05"), (-1999, "-19.99"), (0, "0.00")])
def test_cents_to_str(cents, text):
    assert cents_to_str(cents) == text


def test_chunks():
    assert chunks([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
