from kanaconv import normalize


def test_form_input():
    assert normalize("  ＴＥＬ：０３－１２３４  ") == "TEL:03-1234"


def test_halfwidth_kana_become_fullwidth():
    assert normalize("ｶﾀｶﾅ ﾃｷｽﾄ") == "カタカナ テキスト"


def test_hiragana_folding():
    assert normalize("カタカナ", hiragana=True) == "かたかな"


def test_spaces():
    assert normalize("a\u3000\u3000b  c") == "a b c"
    assert normalize(" a  b ", strip=False, collapse_spaces=False) == " a  b "


def test_keep():
    assert normalize("ＡＢＣ～ｶﾅｰ", keep="～ｰ") == "ABC～カナｰ"
    assert normalize("１～２", keep=["～"]) == "1～2"


def test_kanji_untouched():
    assert normalize("東京都　港区") == "東京都 港区"


def test_empty():
    assert normalize("") == ""
    assert normalize("   ") == ""
