DB_HOST = "helpdesk-db"
DB_USER = "reports"
DB_PASS = open("/etc/reports/db.pass").read().strip()
DB_NAME = "helpdesk"
MAIL_TO = ["support-leads@example.com"]
MAIL_FROM = "reports@example.com"
SMTP_HOST = "localhost"
