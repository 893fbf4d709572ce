from datetime import date
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from sqlalchemy.pool import StaticPool

from app.db import Base, get_db
from app.main import app
from app.models import Customer, Invoice, Payment

engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
TestingSession = sessionmaker(bind=engine, expire_on_commit=False)


@pytest.fixture()
def client():
    Base.metadata.create_all(engine)
    with TestingSession() as db:
        acme = Customer(id=1, name="Acme GmbH")
        db.add(acme)
        db.add(Invoice(id=1, number="INV-2024-0001", customer_id=1, issued_on=date(2024, 3, 1), total=Decimal("119.00")))
        db.add(Payment(id=1, invoice_id=1, received_on=date(2024, 3, 9), amount=Decimal("119.00")))
        db.commit()

    def override():
        with TestingSession() as db:
            yield db

    app.dependency_overrides[get_db] = override
    yield TestClient(app, headers={"x-api-key": "lgr_test"})
    app.dependency_overrides.clear()
    Base.metadata.drop_all(engine)
