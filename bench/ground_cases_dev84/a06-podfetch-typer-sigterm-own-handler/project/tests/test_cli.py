from typer.testing import CliRunner

from podfetch import cli, config, feeds

runner = CliRunner()


def _fake(monkeypatch, tmp_path, n=3):
    monkeypatch.setattr(config, "load", lambda: config.Settings(feeds=["f"], download_dir=str(tmp_path)))
    eps = [feeds.Episode("F", f"ep{i}", f"https://x/{i}.mp3", f"2025-01-0{i + 1}") for i in range(n)]
    monkeypatch.setattr(feeds, "episodes", lambda url: eps)


def test_dry_run_lists_everything(monkeypatch, tmp_path):
    _fake(monkeypatch, tmp_path)
    result = runner.invoke(cli.app, ["sync", "--dry-run"])
    assert result.exit_code == 0
    assert result.output.count("would fetch") == 3


def test_limit_zero_fetches_nothing(monkeypatch, tmp_path):
    _fake(monkeypatch, tmp_path)
    result = runner.invoke(cli.app, ["sync", "--dry-run", "--limit", "0"])
    assert "would fetch" not in result.output


def test_limit(monkeypatch, tmp_path):
    _fake(monkeypatch, tmp_path)
    result = runner.invoke(cli.app, ["sync", "--dry-run", "--limit", "2"])
    assert result.output.count("would fetch") == 2
