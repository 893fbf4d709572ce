# -*- coding: utf-8 -*-
import ldap
from ldap.controls import SimplePagedResultsControl

PAGE_SIZE = 500
ATTRS = ["uid", "cn", "mail", "department", "employeeType", "nsAccountLock"]


class DirectoryClient(object):

    def __init__(self, cfg):
        self.uri = cfg.get("ldap", "uri")
        self.bind_dn = cfg.get("ldap", "bind_dn")
        self.password = cfg.get("ldap", "password")
        self.base = cfg.get("ldap", "base")
        self.cacert = cfg.get("ldap", "tls_cacert")
        self.conn = None

    def connect(self):
        ldap.set_option(ldap.OPT_X_TLS_CACERTFILE, self.cacert)
        ldap.set_option(ldap.OPT_X_TLS_REQUIRE_CERT, ldap.OPT_X_TLS_DEMAND)
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.set_option(ldap.OPT_NETWORK_TIMEOUT, 10)
        conn.simple_bind_s(self.bind_dn, self.password)
        self.conn = conn

    def all_people(self):
        ctrl = SimplePagedResultsControl(True, size=PAGE_SIZE, cookie="")
        results = []
        while True:
            msgid = self.conn.search_ext(self.base, ldap.SCOPE_SUBTREE, "(objectClass=inetOrgPerson)",
                                         ATTRS, serverctrls=[ctrl])
            _, data, _, controls = self.conn.result3(msgid)
            results.extend(data)
            cookie = None
            for c in controls:
                if c.controlType == SimplePagedResultsControl.controlType:
                    cookie = c.cookie
            if not cookie:
                break
            ctrl.cookie = cookie
        return results
