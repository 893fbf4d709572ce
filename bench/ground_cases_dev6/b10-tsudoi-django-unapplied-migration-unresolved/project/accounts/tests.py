from django.contrib.auth import get_user_model
from django.test import TestCase

from accounts.models import Profile


class ProfileTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("hanako", password="pw")

    def test_mypage_creates_profile(self):
        self.client.force_login(self.user)
        res = self.client.get("/me/")
        self.assertEqual(res.status_code, 200)
        self.assertTrue(Profile.objects.filter(user=self.user).exists())
