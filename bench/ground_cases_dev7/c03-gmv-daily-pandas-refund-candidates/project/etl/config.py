import os

DB_URL = os.environ.get("GMV_DB_URL", "mysql+pymysql://report:report@127.0.0.1:3306/shop")
TIMEZONE = "Asia/Shanghai"

# 内部测试店铺，不计入 GMV
TEST_SHOP_IDS = {9001, 9002, 9017}

REPORT_DIR = os.environ.get("GMV_REPORT_DIR", "out")
