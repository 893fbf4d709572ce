from pathlib import Path

from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    data_dir: Path = Path("/data")
    redis_url: str = "redis://localhost:6379/0"
    chunk_size: int = 8 * 1024 * 1024
    max_upload_bytes: int = 20 * 1024**3
    allowed_extensions: tuple[str, ...] = (".mp4", ".mov", ".m4v", ".webm", ".mkv")
    retention_days: int = 30

    @property
    def spool_dir(self) -> Path:
        return self.data_dir / "spool"

    @property
    def out_dir(self) -> Path:
        return self.data_dir / "out"


settings = Settings()
