import numpy as np
import pytest

from worker import scoring


class FakeModel:
    def predict_proba(self, X):
        p = np.clip(X[:, 0] / 1000, 0, 1)
        return np.column_stack([1 - p, p])


@pytest.fixture(autouse=True)
def fake_model(monkeypatch):
    monkeypatch.setattr(scoring, "load_model", lambda: FakeModel())


def test_score_keeps_customer_ids():
    rows = [{"customer_id": 7, "tenure_days": 500}, {"customer_id": 9, "tenure_days": 100}]
    assert scoring.score(rows) == [(7, 0.5), (9, 0.1)]


def test_missing_feature_is_zero():
    assert scoring.to_matrix([{"customer_id": 1}]).tolist() == [[0.0] * len(scoring.FEATURES)]


def test_empty():
    assert scoring.score([]) == []


@pytest.mark.parametrize("value,band", [(0.9, "high"), (0.35, "high"), (0.2, "medium"), (0.1, "low")])
def test_risk_band(value, band):
    assert scoring.risk_band(value) == band
