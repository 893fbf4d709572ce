import pytest

from kanaconv import to_hankaku, to_zenkaku


def test_hankaku_ascii_and_digits():
    assert to_hankaku("ＡＢＣ　１２３！") == "ABC 123!"


def test_hankaku_keeps_what_is_switched_off():
    assert to_hankaku("Ａ１", digit=False) == "A１"
    assert to_hankaku("Ａ１", ascii=False) == "Ａ1"


def test_hankaku_kana_splits_voiced_marks():
    assert to_hankaku("ガッコウ", ascii=False, digit=False) == "ｶﾞｯｺｳ"
    assert to_hankaku("パン") == "ﾊﾟﾝ"


def test_zenkaku_ascii_and_digits():
    assert to_zenkaku("ABC 123") == "ＡＢＣ　１２３"


def test_zenkaku_kana():
    assert to_zenkaku("ｶﾀｶﾅ", ascii=False, digit=False) == "カタカナ"


def test_zenkaku_kana_merges_voiced_marks():
    assert to_zenkaku("ｶﾞｷﾞﾊﾟｳﾞ", ascii=False, digit=False) == "ガギパヴ"
    assert to_zenkaku("ｱﾞ", ascii=False, digit=False) == "ア゛"
    assert to_zenkaku("ﾞ", ascii=False, digit=False) == "゛"


@pytest.mark.parametrize("text", ["ひらがな", "漢字", "ｶﾀｶﾅ"])
def test_hankaku_leaves_hiragana_kanji_and_halfwidth_alone(text):
    assert to_hankaku(text, kana=False) == text
