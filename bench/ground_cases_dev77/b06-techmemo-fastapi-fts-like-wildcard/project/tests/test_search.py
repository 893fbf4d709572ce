from app.search import search


def test_finds_three_char_word(conn):
    titles = [h.title for h in search(conn, "VACUUM")]
    assert titles == ["Postgres の VACUUM"]


def test_two_char_japanese_word(conn):
    titles = {h.title for h in search(conn, "京都")}
    assert titles == {"京都出張メモ"}


def test_blank_query(conn):
    assert search(conn, "   ") == []


def test_quote_in_query_does_not_crash(conn):
    assert search(conn, 'a"b') == []
