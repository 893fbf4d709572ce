import os

import redis
from sqlalchemy import create_engine

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql+psycopg://features@localhost/features"),
                       pool_pre_ping=True)
online = redis.Redis.from_url(os.environ.get("ONLINE_REDIS_URL", "redis://localhost:6379/1"))
