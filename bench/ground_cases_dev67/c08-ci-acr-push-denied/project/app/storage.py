import os
import threading


class Storage:
    """OSS in production; a dict in tests (MEDIA_STORAGE=memory)."""

    def __init__(self, bucket=None):
        self.bucket = bucket
        self.mem = {}
        self.base_url = os.environ.get("MEDIA_BASE_URL", "https://media.xingtu.cn")

    @classmethod
    def from_env(cls):
        if os.environ.get("MEDIA_STORAGE") == "memory":
            return cls()
        import oss2
        auth = oss2.Auth(os.environ["OSS_KEY_ID"], os.environ["OSS_KEY_SECRET"])
        return cls(oss2.Bucket(auth, os.environ["OSS_ENDPOINT"], os.environ["OSS_BUCKET"]))

    def put(self, key, data, content_type):
        if self.bucket is None:
            self.mem[key] = (data, content_type)
            return
        self.bucket.put_object(key, data, headers={"Content-Type": content_type})

    def put_async(self, key, produce, content_type):
        t = threading.Thread(target=lambda: self.put(key, produce(), content_type), daemon=True)
        t.start()
        return t

    def url(self, key):
        return f"{self.base_url}/{key}"
