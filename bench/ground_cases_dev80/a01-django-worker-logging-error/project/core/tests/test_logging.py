import json
import logging

from django.test import Client, TestCase

from core.logging import JsonFormatter, RequestIdFilter, new_request_id


class JsonFormatterTests(TestCase):
    def _record(self, **extra):
        record = logging.LogRecord("x", logging.INFO, __file__, 1, "hello %s", ("world",), None)
        for k, v in extra.items():
            setattr(record, k, v)
        return record

    def test_message_is_formatted(self):
        out = json.loads(JsonFormatter().format(self._record()))
        self.assertEqual(out["msg"], "hello world")

    def test_request_id_from_filter(self):
        new_request_id("abc123")
        record = self._record()
        RequestIdFilter().filter(record)
        out = json.loads(JsonFormatter().format(record))
        self.assertEqual(out["request_id"], "abc123")


class RequestIdHeaderTests(TestCase):
    def test_response_echoes_request_id(self):
        response = Client().get("/healthz", HTTP_X_REQUEST_ID="r-1")
        self.assertEqual(response["X-Request-ID"], "r-1")
