import os

SMS_ENDPOINT = os.environ.get("SMS_ENDPOINT", "https://sms.example.cn/v2/sms/single_send.json")
SMS_API_KEY = os.environ.get("SMS_API_KEY", "")
SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
PUSH_ENDPOINT = os.environ.get("PUSH_ENDPOINT", "https://push.example.cn/v1/send")
PUSH_TOKEN = os.environ.get("PUSH_TOKEN", "")
