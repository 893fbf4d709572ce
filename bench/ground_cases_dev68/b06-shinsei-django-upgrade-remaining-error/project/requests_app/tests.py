from django.contrib.auth.models import User
from django.test import TestCase

from .models import Request


class RequestViewsTest(TestCase):
    def setUp(self):
        self.alice = User.objects.create_user("alice", password="pw")
        self.bob = User.objects.create_user("bob", password="pw")
        self.req = Request.objects.create(applicant=self.alice, kind="equipment", title="モニター", amount=32000)

    def test_list_shows_own_requests(self):
        self.client.login(username="alice", password="pw")
        res = self.client.get("/")
        self.assertContains(res, "モニター")
        self.assertContains(res, "32,000円")

    def test_detail_forbidden_for_others(self):
        self.client.login(username="bob", password="pw")
        res = self.client.get("/%d/" % self.req.pk)
        self.assertEqual(res.status_code, 403)

    def test_detail_redirects_anonymous(self):
        res = self.client.get("/%d/" % self.req.pk)
        self.assertEqual(res.status_code, 302)

    def test_submit_changes_status(self):
        self.client.login(username="alice", password="pw")
        self.client.post("/%d/submit/" % self.req.pk)
        self.req.refresh_from_db()
        self.assertEqual(self.req.status, "submitted")
