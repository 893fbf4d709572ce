# gunicorn -c gunicorn.conf.py wsgi:app
import os

bind = os.environ.get("BIND", "0.0.0.0:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
worker_class = "sync"
timeout = 30
accesslog = "-"
errorlog = "-"
forwarded_allow_ips = "*"
