# -*- coding: utf-8 -*-
"""LDAP entry -> helpdesk user dict."""

SKIP_TYPES = ("service", "test")


def _first(attrs, name, default=None):
    values = attrs.get(name) or []
    return values[0].decode("utf-8") if values else default


def to_helpdesk_user(dn, attrs):
    uid = _first(attrs, "uid")
    if not uid:
        return None
    if (_first(attrs, "employeeType", u"") or u"").lower() in SKIP_TYPES:
        return None
    mail = _first(attrs, "mail")
    return {
        "login": uid.lower(),
        "name": _first(attrs, "cn", uid),
        "email": mail.strip().lower() if mail else None,
        "department": _first(attrs, "department", u""),
        "active": _first(attrs, "nsAccountLock", u"false").lower() != u"true",
        "dn": dn.decode("utf-8"),
    }
