import os

bind = "0.0.0.0:8000"
workers = int(os.environ.get("WEB_CONCURRENCY", "4"))
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
graceful_timeout = 20
keepalive = 5
accesslog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")

# Each worker loads its own copy of the index in the FastAPI startup hook.
preload_app = False
