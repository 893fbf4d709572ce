from datetime import date, datetime

from shipstat.load import Shipment
from shipstat.report import by_carrier, in_range, summarize


def ship(ts: str, carrier: str = "DHL", parcels: int = 1) -> Shipment:
    return Shipment("A1", datetime.fromisoformat(ts), carrier, parcels, 2.5)


def test_in_range_open_ends():
    assert in_range(ship("2025-03-04T10:00:00"), None, None)


def test_in_range_since_is_inclusive():
    assert in_range(ship("2025-03-04T00:10:00"), date(2025, 3, 4), None)
    assert not in_range(ship("2025-03-03T23:59:00"), date(2025, 3, 4), None)


def test_by_carrier_sums_parcels():
    rows = [ship("2025-03-04T10:00:00", "DHL", 2), ship("2025-03-04T11:00:00", "UPS", 1),
            ship("2025-03-05T09:00:00", "DHL", 3)]
    assert by_carrier(rows)["DHL"]["parcels"] == 5


def test_summarize_counts():
    rows = [ship("2025-03-04T10:00:00"), ship("2025-03-05T10:00:00")]
    assert summarize(rows)["shipments"] == 2
