from django.urls import reverse

from orders.models import Shop


def test_list_filters_by_status(client_in, make_order):
    make_order(status="paid")
    make_order(status="pending")
    r = client_in.get(reverse("orders:list"), {"status": "paid"})
    assert r.status_code == 200
    assert [o["status"] for o in r.json()["results"]] == ["paid"]


def test_detail_404_for_other_shop(client_in, make_order, django_user_model):
    other = django_user_model.objects.create_user("other", password="pw")
    Shop.objects.create(name="別の店", owner=other)
    o = make_order()
    client_in.force_login(other)
    r = client_in.get(reverse("orders:detail", args=[o.pk]))
    assert r.status_code == 404


def test_list_paginates(client_in, make_order):
    for _ in range(3):
        make_order()
    r = client_in.get(reverse("orders:list"), {"page": "1"})
    body = r.json()
    assert body["page"] == 1
    assert body["count"] == 3


def test_stats_groups_by_status(client_in, make_order):
    make_order(status="paid", total=1000)
    make_order(status="paid", total=500)
    r = client_in.get(reverse("orders:stats"))
    assert r.json()["by_status"]["paid"] == {"count": 2, "amount": 1500}
