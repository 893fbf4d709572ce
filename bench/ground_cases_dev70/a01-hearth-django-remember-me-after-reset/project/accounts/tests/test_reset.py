from unittest import mock

from django.core import mail, signing
from django.test import TestCase, override_settings
from django.urls import reverse

from accounts.models import User
from accounts.tokens import check_reset_token, make_reset_token


class ResetTokenTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("ana", "ana@example.com", "old-pass-123!")

    def test_token_round_trip(self):
        self.assertEqual(check_reset_token(make_reset_token(self.user)), self.user)

    def test_token_dies_after_use(self):
        token = make_reset_token(self.user)
        self.user.set_password("new-pass-456!")
        self.user.save()
        self.assertIsNone(check_reset_token(token))

    def test_forged_token_rejected(self):
        self.assertIsNone(check_reset_token("abc:def"))

    @override_settings(RESET_TOKEN_MAX_AGE_SECONDS=1)
    def test_expired_token_rejected(self):
        token = make_reset_token(self.user)
        with mock.patch("django.core.signing.time.time", return_value=signing.time.time() + 5):
            self.assertIsNone(check_reset_token(token))


class ResetFlowTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("ben", "ben@example.com", "old-pass-123!")

    def test_request_sends_mail(self):
        self.client.post(reverse("accounts:reset"), {"email": "ben@example.com"})
        self.assertEqual(len(mail.outbox), 1)
        self.assertIn("/accounts/reset/", mail.outbox[0].body)

    def test_reset_mail_subject_uses_site_name(self):
        self.client.post(reverse("accounts:reset"), {"email": "ben@example.com"})
        self.assertEqual(mail.outbox[0].subject, "Reset your Hearth password")

    def test_unknown_email_sends_nothing(self):
        self.client.post(reverse("accounts:reset"), {"email": "nobody@example.com"})
        self.assertEqual(len(mail.outbox), 0)
