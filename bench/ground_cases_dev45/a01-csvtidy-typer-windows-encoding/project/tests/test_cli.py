from pathlib import Path

from typer.testing import CliRunner

from csvtidy.cli import app
from csvtidy.reader import read_rows

runner = CliRunner()


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "in.csv"
    p.write_text(text, encoding="utf-8")
    return p


def test_header_is_normalised(tmp_path):
    header, _ = read_rows(write(tmp_path, "Order Id,Name,Name\n1,a,b\n"))
    assert header == ["order_id", "name", "name_1"]


def test_blank_rows_dropped(tmp_path):
    _, rows = read_rows(write(tmp_path, "a,b\n1,2\n,\n3,4\n"))
    assert rows == [["1", "2"], ["3", "4"]]


def test_clean_command(tmp_path):
    src = write(tmp_path, "A,B\n x ,n/a\n")
    result = runner.invoke(app, ["clean", str(src)])
    assert result.exit_code == 0
    assert result.stdout == "a,b\nx,\n"


def test_semicolon_and_tab(tmp_path):
    assert read_rows(write(tmp_path, "a;b\n1;2\n"), ";")[1] == [["1", "2"]]
    assert read_rows(write(tmp_path, "a\tb\n1\t2\n"), "tab")[1] == [["1", "2"]]


def test_dedupe_command(tmp_path):
    src = write(tmp_path, "id,v\n1,a\n1,b\n2,c\n")
    result = runner.invoke(app, ["dedupe", str(src), "-k", "id"])
    assert result.stdout == "id,v\n1,a\n2,c\n"
