from django.test import TestCase

from accounts.models import RememberToken, User
from accounts.remember import user_from_cookie


class RememberTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("cy", "cy@example.com", "pass-123-abc!")

    def test_valid_cookie_logs_in(self):
        cookie = RememberToken.issue(self.user)
        self.assertEqual(user_from_cookie(cookie), self.user)

    def test_wrong_secret_rejected(self):
        cookie = RememberToken.issue(self.user)
        selector = cookie.split(":")[0]
        self.assertIsNone(user_from_cookie(f"{selector}:nope"))

    def test_garbage_rejected(self):
        self.assertIsNone(user_from_cookie("garbage"))

    def test_inactive_user_rejected(self):
        cookie = RememberToken.issue(self.user)
        self.user.is_active = False
        self.user.save()
        self.assertIsNone(user_from_cookie(cookie))
