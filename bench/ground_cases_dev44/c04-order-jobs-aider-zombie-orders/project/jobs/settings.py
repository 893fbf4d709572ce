import os

MYSQL_HOST = os.getenv("MYSQL_HOST", "127.0.0.1")
MYSQL_PORT = int(os.getenv("MYSQL_PORT", "3306"))
MYSQL_USER = os.getenv("MYSQL_USER", "order_job")
MYSQL_PASSWORD = os.getenv("MYSQL_PASSWORD", "")
MYSQL_DB = os.getenv("MYSQL_DB", "mall_order")

# 待支付订单超时时间（分钟）
UNPAID_TIMEOUT_MIN = int(os.getenv("UNPAID_TIMEOUT_MIN", "30"))
# 每批处理多少单
BATCH_SIZE = int(os.getenv("BATCH_SIZE", "500"))
