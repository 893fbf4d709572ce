class StorageTimeout(Exception):
    pass


class S3Storage:
    def __init__(self, client, bucket: str):
        self.client = client
        self.bucket = bucket

    def put(self, key: str, body: bytes) -> None:
        try:
            self.client.put_object(Bucket=self.bucket, Key=key, Body=body)
        except TimeoutError as exc:
            raise StorageTimeout(key) from exc
