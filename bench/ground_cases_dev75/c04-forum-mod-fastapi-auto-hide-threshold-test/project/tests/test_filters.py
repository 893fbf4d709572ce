from app.filters import censor


def test_masks_chinese_word():
    assert censor("这是广告链接", ("广告",)) == "这是**链接"


def test_does_not_mask_inside_english_words():
    assert censor("self assessment", ("ass",)) == "self assessment"


def test_masks_mixed_case():
    assert censor("Total Scam!", ("scam",)) == "Total ****!"


def test_masks_upper_case():
    assert censor("BUY NOW", ("buy",)) == "*** NOW"
