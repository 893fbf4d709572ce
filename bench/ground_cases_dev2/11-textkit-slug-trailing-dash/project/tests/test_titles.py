from textkit.titles import truncate


def test_truncate():
    assert truncate("A very long title", 8) == "A very…"
