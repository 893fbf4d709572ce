from __future__ import annotations

import shutil
from datetime import date

from click.testing import CliRunner

from reportly import cli, settings


def test_clean_with_no_directory():
    shutil.rmtree(settings.EXPORT_DIR, ignore_errors=True)
    result = CliRunner().invoke(cli.main, ["clean"])
    assert result.exit_code == 0
    assert "removed 0 file(s)" in result.output


def test_export_uses_yesterday_by_default(monkeypatch, sample_rows):
    seen = {}

    def fake_sales(day):
        seen["day"] = day
        return iter(sample_rows)

    monkeypatch.setattr(cli.db, "sales_for", fake_sales)
    result = CliRunner().invoke(cli.main, ["export"])
    assert result.exit_code == 0, result.output
    assert seen["day"] < date.today()
