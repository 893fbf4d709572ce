import os

SFTP_HOST = os.environ.get("HT_SFTP_HOST", "sftp.huitong-logistics.cn")
SFTP_PORT = int(os.environ.get("HT_SFTP_PORT", "22"))
SFTP_USER = os.environ.get("HT_SFTP_USER", "acme_feed")
SFTP_KEY = os.environ.get("HT_SFTP_KEY", os.path.expanduser("~/.ssh/huitong_ed25519"))
REMOTE_DIR = "/outbound"
LOCAL_DIR = os.environ.get("FEED_DIR", "/var/lib/partner-feeds")
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://localhost/orders")
