import os

BUCKET = os.environ.get("INVOICE_BUCKET", "qt-invoices-dev")
URL_TTL_SECONDS = int(os.environ.get("URL_TTL_SECONDS", "900"))
FONT_PATH = os.environ.get("FONT_PATH", "/opt/fonts/NotoSansSC-Regular.ttf")
ORDERS_TABLE = os.environ.get("ORDERS_TABLE", "orders-dev")
