import csv
import io

from django.urls import reverse


def rows(response):
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


def test_export_has_header_and_rows(client_in, make_order):
    make_order(status="paid", total=3300)
    r = client_in.get(reverse("orders:export"), {"from": "2000-01-01", "to": "2099-12-31"})
    assert r.status_code == 200
    data = rows(r)
    assert data[0] == ["注文番号", "注文日時", "顧客名", "メール", "ステータス", "金額"]
    assert data[1][4] == "決済済み"
    assert data[1][5] == "3300"


def test_export_filters_by_date(client_in, make_order):
    make_order()
    r = client_in.get(reverse("orders:export"), {"from": "2000-01-01", "to": "2000-01-31"})
    assert len(rows(r)) == 1  # header only
    assert 'filename="orders_20000101-20000131.csv"' in r["Content-Disposition"]
