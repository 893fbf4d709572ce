from click.testing import CliRunner

from report.cli import main

CSV = (
    "order_id,created_at,amount,status,kind\n"
    "1,2025-11-03 10:00:00,20.0,paid,order\n"
    "2,2025-11-03 11:00:00,5.0,paid,order\n"
)


def test_quiet_prints_nothing(tmp_path):
    src = tmp_path / "orders.csv"
    src.write_text(CSV)
    result = CliRunner().invoke(main, [str(src), "--out", str(tmp_path / "out.csv"), "--quiet"])
    assert result.exit_code == 0
    assert result.output == ""


def test_default_prints_summary(tmp_path):
    src = tmp_path / "orders.csv"
    src.write_text(CSV)
    result = CliRunner().invoke(main, [str(src), "--out", str(tmp_path / "out.csv")])
    assert result.exit_code == 0
    assert "wrote 1 days" in result.output
