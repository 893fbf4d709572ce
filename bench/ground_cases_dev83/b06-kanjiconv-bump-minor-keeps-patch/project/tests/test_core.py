import pytest

from kanjiconv import from_kanji, to_kanji


@pytest.mark.parametrize("text,n", [("〇", 0), ("五", 5), ("十二", 12), ("三千二百五", 3205), ("一億二千万", 120000000)])
def test_from_kanji(text, n):
    assert from_kanji(text) == n


@pytest.mark.parametrize("n,text", [(7, "七"), (10, "十"), (1985, "千九百八十五"), (20000, "二万")])
def test_to_kanji(n, text):
    assert to_kanji(n) == text


def test_rejects_latin():
    with pytest.raises(ValueError):
        from_kanji("12")
