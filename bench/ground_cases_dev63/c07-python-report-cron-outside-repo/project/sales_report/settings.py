"""配置。敏感项从环境变量读。"""
from __future__ import annotations

import os

# 报表口径时区：日报的"昨天"、周报的"上周"都按北京时间算
REPORT_TZ = os.environ.get("REPORT_TZ", "Asia/Shanghai")

DSN = os.environ.get("SALES_DSN", "postgresql://localhost/sales")

MAIL_FROM = "report@yunlu.example.cn"
MAIL_TO = [a for a in os.environ.get("REPORT_MAIL_TO", "ops@yunlu.example.cn").split(",") if a]
SMTP_HOST = os.environ.get("SMTP_HOST", "smtp.exmail.qq.com")
SMTP_PORT = int(os.environ.get("SMTP_PORT", "465"))
SMTP_USER = os.environ.get("SMTP_USER", "")
SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD", "")

# 金额展示
CURRENCY_SYMBOL = "¥"
