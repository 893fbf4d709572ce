from pathlib import Path

import polars as pl

from etl.importer import dedupe, import_file, read_partner_csv

HEADER = "Store ID,Store Name,Street,City,State,ZIP,Lat,Lng,Phone,Status\n"


def write(tmp_path: Path, rows: str) -> Path:
    path = tmp_path / "partner.csv"
    path.write_text(HEADER + rows)
    return path


def test_reads_and_renames(tmp_path):
    good, _ = import_file(write(tmp_path, "A1, Main St Store ,1 Main St,boston,MA,02108,42.357,-71.06,(617) 555-0101,open\n"), "acme")
    row = good.row(0, named=True)
    assert row["name"] == "Main St Store"
    assert row["city"] == "Boston"
    assert row["phone"] == "6175550101"


def test_zip_codes_keep_leading_zeros(tmp_path):
    good, _ = import_file(write(tmp_path, "A1,Store,1 Main St,Boston,MA,02108,42.357,-71.06,,open\n"), "acme")
    assert good["postal_code"].to_list() == ["02108"]


def test_semicolon_file_with_opening_hours(tmp_path):
    path = tmp_path / "northwind.csv"
    path.write_text(HEADER.replace(",", ";").replace("\n", ";Opening Hours\n")
                    + 'N7;Harbor;2 Pier Rd;Portland;OR;97201;45.52;-122.68;;open;{"mon":"9-17","sat":"10-14"}\n')
    good, _ = import_file(path, "northwind", separator=";")
    hours = good["opening_hours"][0]
    assert hours["mon"] == "9-17"
    assert hours["sat"] == "10-14"


def test_dedupe_keeps_last():
    df = pl.DataFrame({"partner": ["acme", "acme"], "store_id": ["A1", "A1"], "name": ["old", "new"]})
    assert dedupe(df)["name"].to_list() == ["new"]


def test_null_markers(tmp_path):
    df = read_partner_csv(write(tmp_path, "A1,Store,n/a,Boston,MA,02108,42.357,-71.06,NULL,open\n"))
    assert df["Street"][0] is None
    assert df["Phone"][0] is None
