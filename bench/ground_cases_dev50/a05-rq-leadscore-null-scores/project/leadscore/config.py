import os

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql+psycopg://leadscore@localhost/leadscore")
REDIS_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
MODEL_PATH = os.environ.get("MODEL_PATH", "/srv/models/leadscore-2025-09.joblib")

# Nightly batch: leads are scored in chunks inside one RQ job.
SCORE_CHUNK = int(os.environ.get("SCORE_CHUNK", "5000"))
SCORE_JOB_TIMEOUT = int(os.environ.get("SCORE_JOB_TIMEOUT", "900"))  # seconds

HUBSPOT_TOKEN = os.environ.get("HUBSPOT_TOKEN", "")
