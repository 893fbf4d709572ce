from datetime import datetime, timezone

import numpy as np
import pytest
from fastapi.testclient import TestClient

from app import db, model_store
from app.main import app


class DummyModel:
    feature_names_in_ = np.array(["floor_area_m2", "floor", "walk_minutes", "age_years", "ward_世田谷区", "ward_港区"])

    def predict(self, X):
        return np.array([X["floor_area_m2"].iloc[0] * 1_000_000 + 123_456])


@pytest.fixture
def log():
    return db.PredictionLog(":memory:")


@pytest.fixture
def client(monkeypatch, log):
    monkeypatch.setattr(model_store, "_load", lambda path: DummyModel())
    monkeypatch.setattr(model_store.Path, "exists", lambda self: True)
    app.dependency_overrides[db.get_log] = lambda: log
    yield TestClient(app)
    app.dependency_overrides.clear()


def add_rows(log, n, version="v5"):
    for i in range(n):
        log.add(version, "港区", 50_000_000 + i, datetime(2025, 9, 1, tzinfo=timezone.utc))
