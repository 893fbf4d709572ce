import json
import logging

import pytest


@pytest.mark.django_db
def test_access_log_has_status_and_path(client, caplog):
    with caplog.at_level(logging.INFO, logger="access"):
        client.get("/api/reservations/")
    record = next(r for r in caplog.records if r.name == "access")
    assert record.path == "/api/reservations/"
    assert record.status == 200


@pytest.mark.django_db
def test_healthz_is_not_logged(client, caplog):
    with caplog.at_level(logging.INFO, logger="access"):
        client.get("/healthz")
    assert not [r for r in caplog.records if r.name == "access"]


def test_json_formatter_keeps_extra():
    from core.logging import JsonFormatter

    record = logging.LogRecord("access", logging.INFO, __file__, 1, "hello", (), None)
    record.path = "/x"
    line = json.loads(JsonFormatter().format(record))
    assert line["msg"] == "hello"
    assert line["path"] == "/x"
