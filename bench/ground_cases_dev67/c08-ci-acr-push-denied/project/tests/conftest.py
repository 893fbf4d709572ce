import os

os.environ.setdefault("MEDIA_STORAGE", "memory")
