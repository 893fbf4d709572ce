import json

from tallyho.cli import main


def test_report_json(tmp_path, capsys):
    f = tmp_path / "a.txt"
    f.write_text("a b a")
    assert main(["report", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0] == {"word": "a", "count": 2}
