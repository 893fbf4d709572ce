import io
from datetime import date
from decimal import Decimal

from sales.report import main, write_csv


def test_write_csv_plain_amounts():
    out = io.StringIO()
    write_csv({date(2025, 11, 3): Decimal("1234.5"), date(2025, 11, 4): Decimal("7")}, "day", out)
    assert out.getvalue().splitlines() == ["day,amount", "2025-11-03,1234.50", "2025-11-04,7.00"]


def test_csv_flag_prints_csv(tmp_path, capsys):
    export = tmp_path / "export.csv"
    export.write_text(
        "order_id,placed_at,total,channel,status\n"
        "1,2025-11-03T10:00:00+01:00,10.00,web,paid\n"
        "2,2025-11-03T11:00:00+01:00,2.50,pos,paid\n"
        "3,2025-11-03T12:00:00+01:00,99.00,web,cancelled\n",
        encoding="utf-8",
    )
    assert main([str(export), "--csv"]) == 0
    assert capsys.readouterr().out.splitlines() == ["day,amount", "2025-11-03,12.50"]


def test_table_is_still_default(tmp_path, capsys):
    export = tmp_path / "export.csv"
    export.write_text(
        "order_id,placed_at,total,channel,status\n1,2025-11-03T10:00:00+01:00,10.00,web,paid\n",
        encoding="utf-8",
    )
    main([str(export)])
    assert capsys.readouterr().out.startswith("Revenue by day\n")
