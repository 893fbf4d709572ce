from shipsync.mapping import Order, service_for, to_shipment


def make(**kw) -> Order:
    base = dict(id=1, reference="SO-1001", name="Lena Vogt", street="Hauptstr. 5", postcode="10115",
                city="Berlin", country="de", email="lena@example.com", weight_g=2500, items=2)
    base.update(kw)
    return Order(**base)


def test_service_by_country():
    assert service_for("de") == "parcel_de"
    assert service_for("NL") == "parcel_eu"
    assert service_for("US") == "parcel_world"


def test_recipient_country_is_upper_case():
    assert to_shipment(make())["recipient"]["country"] == "DE"


def test_pieces_at_least_one():
    assert to_shipment(make(items=0))["parcel"]["pieces"] == 1


def test_weight_in_kg_keeps_grams():
    assert to_shipment(make(weight_g=750))["parcel"]["weight_kg"] == 0.75
    assert to_shipment(make(weight_g=1900))["parcel"]["weight_kg"] == 1.9


def test_reference_passed_through():
    assert to_shipment(make(reference="SO-2002"))["reference"] == "SO-2002"
