import csv
import io

import export_csv
from common import money


def test_money_uses_comma():
    assert money(1250.5) == "1250,50"
    assert money(-40) == "-40,00"


def test_writes_header_and_rows(tmp_path):
    src = tmp_path / "c.json"
    src.write_text('[{"id": 1, "name": "A", "balance": 2}]', encoding="utf-8")
    out = tmp_path / "c.csv"
    assert export_csv.main([str(src), "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert rows == [export_csv.COLUMNS, ["1", "A", "", "", "2,00"]]
