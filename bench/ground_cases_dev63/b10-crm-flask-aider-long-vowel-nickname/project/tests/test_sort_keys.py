from app.sort_keys import initial_row, katakana, reading_key


def test_katakana_from_hiragana():
    assert katakana("やまだ たろう") == "ヤマダタロウ"


def test_small_kana_sort_as_large():
    assert reading_key("キャノン") == reading_key("キヤノン")


def test_initial_row():
    assert initial_row("サトウ") == "サ"
    assert initial_row("わたなべ") == "ワ"


def test_dakuten_sorts_next_to_plain():
    names = ["ガトウ", "カトウ", "キムラ"]
    assert sorted(names, key=reading_key) == ["カトウ", "ガトウ", "キムラ"]


def test_empty_reading_goes_last():
    assert initial_row("") == "他"


def test_half_width_kana():
    assert reading_key("ﾔﾏﾀﾞ") == reading_key("ヤマダ")


def test_corporate_prefix_ignored():
    assert reading_key("カブシキガイシャ アオバ") == reading_key("アオバ")


def test_spaces_ignored():
    assert reading_key("ヤマダ タロウ") == reading_key("ヤマダタロウ")
