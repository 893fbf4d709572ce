from kanaconv import hira_to_kata, kata_to_hira


def test_hira_to_kata():
    assert hira_to_kata("ひらがな") == "ヒラガナ"
    assert hira_to_kata("ゝゞ") == "ヽヾ"


def test_kata_to_hira():
    assert kata_to_hira("カタカナ") == "かたかな"
    assert kata_to_hira("ヴァイオリン") == "ゔぁいおりん"


def test_small_ke_and_ka():
    assert kata_to_hira("ヵヶ") == "ゕゖ"


def test_letters_without_hiragana_are_kept():
    assert kata_to_hira("ヷ") == "ヷ"
    assert kata_to_hira("ｶﾀｶﾅ") == "ｶﾀｶﾅ"


def test_round_trip():
    text = "ぴゃっと"
    assert kata_to_hira(hira_to_kata(text)) == text


def test_other_text_is_kept():
    assert hira_to_kata("ABC 漢字 123") == "ABC 漢字 123"
    assert kata_to_hira("ABC 漢字 123") == "ABC 漢字 123"
