# -*- coding: utf-8 -*-
from django.test import TestCase

from members.models import Member


class MemberListTest(TestCase):

    def setUp(self):
        Member.objects.create(name=u"张三", phone="13800001111", branch="HQ")
        Member.objects.create(name=u"李四", phone="13900002222", branch="HQ")
        Member.objects.create(name=u"王五", phone="13700003333", branch="PD")

    def test_list_only_own_branch(self):
        resp = self.client.get("/members/")
        self.assertEqual(resp.status_code, 200)
        self.assertEqual(len(resp.context["page"].object_list), 2)

    def test_search_by_phone(self):
        resp = self.client.get("/members/", {"q": "0000111"})
        self.assertEqual(resp.status_code, 200)
        names = [m.name for m in resp.context["page"].object_list]
        self.assertEqual(names, [u"张三"])
