"""yoyaku-api: 会議室・設備の予約 API。"""

__version__ = "1.7.2"
