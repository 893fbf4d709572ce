from gijiroku.chunking import split_transcript
from gijiroku.prompts import render_user


def test_render_user_fills_every_variable():
    text = render_user(title="週次", date="2025-11-25", attendees=["佐藤", "鈴木"],
                       transcript="佐藤: はい", part=1, total=2)
    assert "$" not in text
    assert "佐藤、鈴木" in text
    assert "(1 / 2)" in text


def test_empty_attendees():
    assert "参加者: 不明" in render_user(title="t", date="d", attendees=[], transcript="x", part=1, total=1)


def test_split_keeps_blocks_whole():
    blocks = ["A: " + "あ" * 50, "B: " + "い" * 50, "C: " + "う" * 50]
    chunks = split_transcript("\n\n".join(blocks), max_chars=120)
    assert chunks == [blocks[0] + "\n\n" + blocks[1], blocks[2]] or all(len(c) <= 120 for c in chunks)
