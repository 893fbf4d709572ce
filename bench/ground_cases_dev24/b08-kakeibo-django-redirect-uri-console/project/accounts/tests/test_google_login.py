from unittest import mock
from urllib.parse import parse_qs, urlparse

from django.test import TestCase, override_settings
from django.urls import reverse


@override_settings(SITE_URL="https://example.test", GOOGLE_OAUTH_CLIENT_ID="cid", GOOGLE_OAUTH_CLIENT_SECRET="secret")
class GoogleLoginTests(TestCase):
    def test_login_redirects_to_google_with_callback_uri(self):
        res = self.client.get(reverse("accounts:google_login"))
        self.assertEqual(res.status_code, 302)
        query = parse_qs(urlparse(res["Location"]).query)
        self.assertEqual(query["redirect_uri"], ["https://example.test/accounts/google/callback/"])
        self.assertEqual(query["client_id"], ["cid"])

    def test_callback_rejects_wrong_state(self):
        session = self.client.session
        session["google_oauth_state"] = "expected"
        session.save()
        res = self.client.get(reverse("accounts:google_callback"), {"state": "other", "code": "x"})
        self.assertEqual(res.status_code, 400)

    def test_callback_reports_token_failure(self):
        session = self.client.session
        session["google_oauth_state"] = "s1"
        session.save()
        with mock.patch("accounts.views.requests.post") as post, self.assertLogs("accounts.views", level="WARNING") as logs:
            post.return_value.status_code = 400
            post.return_value.text = '{"error": "invalid_grant"}'
            res = self.client.get(reverse("accounts:google_callback"), {"state": "s1", "code": "x"})
        self.assertEqual(res.status_code, 400)
        self.assertIn("invalid_grant", logs.output[0])

    def test_callback_logs_state_mismatch(self):
        with self.assertLogs("accounts.views", level="WARNING") as logs:
            res = self.client.get(reverse("accounts:google_callback"), {"state": "nope", "code": "x"})
        self.assertEqual(res.status_code, 400)
        self.assertIn("state mismatch", logs.output[0])
