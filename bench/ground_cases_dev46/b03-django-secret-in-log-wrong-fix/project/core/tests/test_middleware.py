from django.test import RequestFactory, TestCase
from django.http import HttpResponse

from core.middleware import RequestLoggingMiddleware


class RequestLoggingMiddlewareTests(TestCase):
    def setUp(self):
        self.factory = RequestFactory()
        self.mw = RequestLoggingMiddleware(lambda r: HttpResponse("ok"))

    def _request(self, path="/api/invoices/", **headers):
        request = self.factory.get(path, **headers)
        request.user = type("U", (), {"id": 7})()
        return request

    def test_logs_path_and_status(self):
        with self.assertLogs("core.request", "INFO") as logs:
            self.mw(self._request())
        record = logs.records[0]
        self.assertEqual(record.path, "/api/invoices/")
        self.assertEqual(record.status, 200)

    def test_redacts_authorization(self):
        with self.assertLogs("core.request", "INFO") as logs:
            self.mw(self._request(HTTP_AUTHORIZATION="Bearer secret-token"))
        self.assertEqual(logs.records[0].headers["Authorization"], "[REDACTED]")

    def test_skips_healthz(self):
        with self.assertNoLogs("core.request", "INFO"):
            self.mw(self._request("/healthz"))
