from pathlib import Path

from callreport.cli import main

CSV = """call_id,operator,queue,started_at,duration_sec,result,extra
1,aoki,sales,2025-11-02T01:00:00Z,120,answered,x
2,aoki,sales,2025-11-03T01:00:00Z,300,answered,x
3,mori,support,2025-11-04T05:00:00Z,0,missed,x
"""


def write_export(tmp_path: Path) -> Path:
    path = tmp_path / "calls.csv"
    path.write_text(CSV, encoding="utf-8")
    return path


def test_since_drops_older_days(tmp_path, capsys):
    assert main([str(write_export(tmp_path)), "--since", "2025-11-03"]) == 0
    out = capsys.readouterr().out
    assert "2025-11-02" not in out
    assert "2025-11-03" in out


def test_since_after_everything_is_empty(tmp_path, capsys):
    assert main([str(write_export(tmp_path)), "--since", "2025-12-01"]) == 1
    assert "no calls" in capsys.readouterr().err


def test_out_writes_csv(tmp_path):
    out = tmp_path / "t.csv"
    assert main([str(write_export(tmp_path)), "--by", "queue", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8-sig").startswith("queue,")
