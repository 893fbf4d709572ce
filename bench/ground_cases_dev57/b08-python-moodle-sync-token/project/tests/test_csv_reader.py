from csv_reader import absent, read_scores


def write(tmp_path, text, encoding="utf-8"):
    p = tmp_path / "scores.csv"
    p.write_bytes(text.encode(encoding))
    return p


def test_reads_scores(tmp_path):
    p = write(tmp_path, "学籍番号,氏名,得点\nB25001,青木,78\nB25002,伊藤,91.5\n")
    assert read_scores(p) == {"B25001": 78.0, "B25002": 91.5}


def test_shift_jis(tmp_path):
    p = write(tmp_path, "学籍番号,氏名,得点\nB25003,上田,60\n", "cp932")
    assert read_scores(p) == {"B25003": 60.0}


def test_blank_score_is_absent(tmp_path):
    p = write(tmp_path, "学籍番号,氏名,得点\nB25004,江口,\nB25005,大野,55\n")
    assert read_scores(p) == {"B25005": 55.0}
    assert absent(p) == ["B25004"]
