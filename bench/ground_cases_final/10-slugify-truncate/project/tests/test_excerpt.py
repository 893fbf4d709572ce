from pressroom.text.excerpt import excerpt


def test_strips_tags():
    assert excerpt("<p>Hello <b>there</b></p>") == "Hello there"


def test_cuts_long_text():
    assert excerpt("a b c d e", words=3) == "a b c …"
