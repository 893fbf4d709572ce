import os

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql+psycopg://localhost/dingdan")
SQL_ECHO = os.environ.get("SQL_ECHO") == "1"
