# -*- coding: utf-8 -*-
import unittest

from ldapsync.mapper import to_helpdesk_user


class MapperTest(unittest.TestCase):

    def test_basic_user(self):
        u = to_helpdesk_user("uid=jdoe,ou=people,dc=corp", {
            "uid": ["JDoe"], "cn": ["John Doe"], "mail": [" John.Doe@Corp.example.com "],
            "department": ["IT"]})
        self.assertEqual(u["login"], u"jdoe")
        self.assertEqual(u["email"], u"john.doe@corp.example.com")
        self.assertTrue(u["active"])

    def test_service_accounts_skipped(self):
        self.assertIsNone(to_helpdesk_user("uid=svc,ou=services", {"uid": ["svc"], "employeeType": ["Service"]}))

    def test_non_ascii_name(self):
        u = to_helpdesk_user("uid=olafur", {"uid": ["olafur"], "cn": ["\xc3\x93lafur J\xc3\xb3nsson"]})
        self.assertEqual(u["name"], u"\xd3lafur J\xf3nsson")


if __name__ == "__main__":
    unittest.main()
