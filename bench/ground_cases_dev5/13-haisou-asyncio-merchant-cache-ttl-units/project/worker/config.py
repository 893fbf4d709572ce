import os

REDIS_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://localhost/haisou")
MERCHANT_CACHE_TTL_MS = int(os.environ.get("MERCHANT_CACHE_TTL_MS", "300000"))
TOKEN_TTL_MS = int(os.environ.get("TOKEN_TTL_MS", "3300000"))
WORKER_CONCURRENCY = int(os.environ.get("WORKER_CONCURRENCY", "16"))
JOB_TIMEOUT_S = 20
