import io

from app.importers.csv_orders import read_orders

CSV = """order_id,ship_address1,ship_address2,ship_city,ship_zip,ship_country
1001,10 Downing St,,London,SW1A 2AA,GB
1002,233 S Wacker Dr,Floor 30,Chicago,60606,US
"""


def test_reads_two_orders():
    rows = list(read_orders(io.StringIO(CSV)))
    assert [r[0] for r in rows] == ["1001", "1002"]
    assert rows[1][1].postcode == "60606"
