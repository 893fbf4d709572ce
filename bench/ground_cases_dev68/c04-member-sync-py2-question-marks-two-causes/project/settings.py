# -*- coding: utf-8 -*-
import ConfigParser

REQUIRED = ("db_host", "db_port", "db_user", "db_pass", "db_name", "out_dir", "log_file")


def load_settings(path):
    cp = ConfigParser.SafeConfigParser()
    if not cp.read(path):
        raise SystemExit("config not found: %s" % path)
    cfg = dict(cp.items("sync"))
    missing = [k for k in REQUIRED if k not in cfg]
    if missing:
        raise SystemExit("config %s missing: %s" % (path, ", ".join(missing)))
    cfg.setdefault("mail_to", "")
    cfg.setdefault("smtp_host", "localhost")
    return cfg
