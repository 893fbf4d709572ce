import os

SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "postgresql://localhost/orders")
SQLALCHEMY_TRACK_MODIFICATIONS = False

# Timezone used for anything a human reads (CSV exports, emails, reports).
DISPLAY_TZ = os.environ.get("DISPLAY_TZ", "Europe/Berlin")

EXPORT_PAGE_SIZE = 1000
REPORT_CACHE_SECONDS = 300
