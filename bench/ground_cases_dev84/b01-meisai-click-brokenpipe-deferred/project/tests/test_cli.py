from pathlib import Path

from click.testing import CliRunner

from meisai.cli import cli


def _csv(tmp_path: Path) -> Path:
    p = tmp_path / "m.csv"
    p.write_text("日付,摘要,金額\n2024/04/01,セブンイレブン,480\n2024/05/01,ローソン,300\n", encoding="utf-8")
    return p


def test_import_csv(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["import", str(_csv(tmp_path)), "--format", "csv"], obj={})
    assert res.exit_code == 0
    assert res.output.splitlines()[0] == "date,description,category,amount"


def test_summary_json(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["summary", str(_csv(tmp_path)), "--json"], obj={})
    assert res.exit_code == 0
    assert '"month": "2024-04"' in res.output


def test_rules_path(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    res = CliRunner().invoke(cli, ["rules"], obj={})
    assert res.output.strip() == str(tmp_path / "meisai" / "rules.toml")
