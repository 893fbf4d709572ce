import io
from decimal import Decimal

from salesagg.aggregate import DailyTotal
from salesagg.export import write_csv, yen


def test_yen_rounds_half_up():
    assert yen(Decimal("100.5")) == "101"
    assert yen(Decimal("100.4")) == "100"
    assert yen(Decimal("0")) == "0"


def test_write_csv():
    buf = io.StringIO()
    n = write_csv([DailyTotal("shibuya", "2024-03-01", 3, Decimal("2000.4"), 2)], buf)
    assert n == 1
    assert buf.getvalue().splitlines() == [
        "store,date,qty,amount,tickets",
        "shibuya,2024-03-01,3,2000,2",
    ]


def test_write_csv_excel_bom():
    buf = io.StringIO()
    n = write_csv([DailyTotal("shinjuku", "2024-03-02", 1, Decimal("500"), 1)], buf, excel=True)
    text = buf.getvalue()
    assert n == 1
    assert text.startswith("\ufeff")
    assert text.lstrip("\ufeff").splitlines()[1] == "shinjuku,2024-03-02,1,500,1"
