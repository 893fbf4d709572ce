#!/usr/bin/env python2
# -*- coding: utf-8 -*-
"""Nightly sync of corporate LDAP users into the helpdesk database.

cron on batch01:  10 2 * * *  /opt/ldapsync/venv/bin/python /opt/ldapsync/sync_ldap_users.py

Still Python 2.7 because python-ldap 2.4 is what batch01 has. Port is ticket HD-812.
"""
import logging
import sys
from ConfigParser import SafeConfigParser

from ldapsync.client import DirectoryClient
from ldapsync.mapper import to_helpdesk_user
from ldapsync import store

log = logging.getLogger("ldapsync")


def main(argv):
    cfg = SafeConfigParser()
    cfg.read(argv[1] if len(argv) > 1 else "/opt/ldapsync/ldapsync.ini")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    client = DirectoryClient(cfg)
    client.connect()
    entries = client.all_people()
    log.info("fetched %d entries from %s", len(entries), cfg.get("ldap", "uri"))

    users = [to_helpdesk_user(dn, attrs) for dn, attrs in entries]
    users = [u for u in users if u is not None]

    db = store.connect(cfg)
    created, updated, disabled = store.sync(db, users)
    db.commit()
    print "sync done: %d created, %d updated, %d disabled" % (created, updated, disabled)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
