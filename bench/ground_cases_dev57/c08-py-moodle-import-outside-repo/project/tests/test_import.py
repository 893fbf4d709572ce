from pathlib import Path

from import_grades import read_rows
from moodle_client import _flatten


def test_flatten_nested_grades():
    got = _flatten({"grades": [{"studentid": 5, "grade": 90.0}]})
    assert got == {"grades[0][studentid]": 5, "grades[0][grade]": 90.0}


def test_flatten_scalars_and_lists():
    got = _flatten({"field": "idnumber", "values": ["2024001", "2024002"]})
    assert got == {"field": "idnumber", "values[0]": "2024001", "values[1]": "2024002"}


def test_flatten_two_grades_keep_order():
    got = _flatten({"grades": [{"studentid": 1, "grade": 60}, {"studentid": 2, "grade": 75.5}]})
    assert list(got) == ["grades[0][studentid]", "grades[0][grade]", "grades[1][studentid]", "grades[1][grade]"]


def test_read_rows_skips_blank(tmp_path: Path):
    f = tmp_path / "g.csv"
    f.write_text("学号,姓名,成绩\n2024001,张三,88\n2024002,李四,\n", encoding="utf-8")
    rows = read_rows(f)
    assert rows == [{"idnumber": "2024001", "name": "张三", "grade": 88.0}]


def test_read_rows_strips(tmp_path: Path):
    f = tmp_path / "g.csv"
    f.write_text("学号,姓名,成绩\n 2024003 , 王五 , 71.5 \n", encoding="utf-8")
    assert read_rows(f)[0]["grade"] == 71.5
