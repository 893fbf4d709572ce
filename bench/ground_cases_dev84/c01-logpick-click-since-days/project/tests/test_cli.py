from click.testing import CliRunner

from logpick.cli import main

LOG = (
    "2025-11-03 09:00:01 INFO  service started\n"
    "2025-11-03 09:00:05 WARN  slow query took 812ms\n"
    "2025-11-03 09:01:10 ERROR order_id=42 payment declined\n"
)


def test_level_filter(tmp_path):
    f = tmp_path / "app.log"
    f.write_text(LOG, encoding="utf-8")
    result = CliRunner().invoke(main, [str(f), "--level", "warn"])
    assert result.exit_code == 0
    assert "slow query" in result.output
    assert "service started" not in result.output


def test_grep_no_match_exit_1(tmp_path):
    f = tmp_path / "app.log"
    f.write_text(LOG, encoding="utf-8")
    result = CliRunner().invoke(main, [str(f), "--grep", "nothing-like-this"])
    assert result.exit_code == 1


def test_stdin_dash():
    result = CliRunner().invoke(main, ["-", "--grep", "order_id=42"], input=LOG)
    assert result.exit_code == 0
    assert "payment declined" in result.output
