import logging

import pytest

RID = "3f2b9c1e7a4d4e0f9b6a1c2d3e4f5a6b"


@pytest.mark.django_db
def test_request_id_generated_when_missing(client):
    res = client.get("/api/reservations/")
    assert len(res["X-Request-ID"]) == 32


@pytest.mark.django_db
def test_request_id_propagates(client):
    res = client.get("/healthz", HTTP_X_REQUEST_ID=RID)
    assert res["X-Request-ID"] == RID


@pytest.mark.django_db
def test_garbage_request_id_is_replaced(client):
    res = client.get("/api/reservations/", HTTP_X_REQUEST_ID="<script>")
    assert res["X-Request-ID"] != "<script>"


def test_filter_sets_request_id():
    from core.logging import RequestIdFilter, request_id_var

    token = request_id_var.set(RID)
    try:
        record = logging.LogRecord("x", logging.INFO, __file__, 1, "m", (), None)
        RequestIdFilter().filter(record)
    finally:
        request_id_var.reset(token)
    assert record.request_id == RID
