from pathlib import Path

from custimport import cli

HEADER = "customer_code,name,name_kana,zip,address,phone,credit_limit,opened_on\n"


def test_dry_run_does_not_touch_db(tmp_path: Path, monkeypatch):
    p = tmp_path / "c.csv"
    p.write_text(HEADER + "C001,山田商事,ヤマダ,1500001,東京都,0312345678,1000,2020/04/01\n", encoding="utf-8")

    def boom(*a, **k):
        raise AssertionError("upsert must not be called in dry-run")

    monkeypatch.setattr(cli, "upsert_customers", boom)
    rc = cli.main([str(p), "--source", "acme", "--out-dir", str(tmp_path / "out"), "--dry-run"])
    assert rc == 0
    assert list((tmp_path / "out").glob("errors_acme_*.csv"))
