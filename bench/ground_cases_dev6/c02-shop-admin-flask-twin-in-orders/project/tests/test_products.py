from app.extensions import db
from app.models import Product


def test_update_stock(client):
    db.session.add(Product(title="保温杯", price="59.00", stock=3))
    db.session.commit()
    resp = client.patch("/admin/api/products/1/stock", json={"stock": 10})
    assert resp.get_json()["stock"] == 10
