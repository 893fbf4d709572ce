import time

from django.contrib.auth import get_user_model
from django.test import TestCase, override_settings


@override_settings(IDLE_TIMEOUT_SECONDS=60)
class IdleTimeoutTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("staff", password="pw-12345")
        self.client.login(username="staff", password="pw-12345")

    def test_active_user_stays_logged_in(self):
        self.client.get("/reservations/")
        res = self.client.get("/reservations/")
        self.assertEqual(res.status_code, 200)

    def test_idle_user_is_logged_out(self):
        self.client.get("/reservations/")
        session = self.client.session
        session["last_activity"] = time.time() - 120
        session.save()
        res = self.client.get("/reservations/")
        self.assertRedirects(res, "/accounts/login/", fetch_redirect_response=False)
