import pandas as pd

from sales_etl import extract, transform


def test_void_rows_are_dropped(drop, day):
    sales = transform.clean(extract.read_day(drop / day))
    assert len(sales) == 12
    assert "R1004" not in set(sales["receipt_no"])


def test_amounts_with_thousands_separator(drop, day):
    sales = transform.clean(extract.read_day(drop / day))
    first = sales[(sales["receipt_no"] == "R1001") & (sales["sku"] == "4901234567894")].iloc[0]
    assert first["gross"] == 1280.0


def test_net_is_gross_minus_discount(drop, day):
    sales = transform.clean(extract.read_day(drop / day))
    row = sales[sales["receipt_no"] == "R2004"].iloc[0]
    assert row["net"] == 3000.0


def test_by_store_summary(drop, day):
    stores = transform.by_store(transform.clean(extract.read_day(drop / day)))
    s014 = stores[stores["store_code"] == "014"].iloc[0]
    assert (s014["receipts"], s014["items"], s014["net"]) == (5, 10, 5260.0)


def test_old_firmware_column_names(tmp_path, day):
    from conftest import write_export
    write_export(tmp_path, day, "031", [f"031,R1,{day} 10:00:00,4901234567894,1,100,0,0"],
                 header="shop_code,receipt,sold_on,sku,qty,gross,discount,void")
    sales = transform.clean(extract.read_day(tmp_path / day))
    assert list(sales["store_code"]) == ["031"]
    assert isinstance(sales["sold_at"].iloc[0], pd.Timestamp)


def test_store_cd_column(tmp_path, day):
    from conftest import write_export
    write_export(tmp_path, day, "014", [f"014,R1,{day} 10:00:00,4901234567894,1,100,0,0"],
                 header="store_cd,receipt_no,sold_at,sku,qty,gross,discount,void")
    sales = transform.clean(extract.read_day(tmp_path / day))
    assert list(sales["store_code"]) == ["014"]
