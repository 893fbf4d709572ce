"""Settings for the image upload service, read from the environment."""
import os


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    return int(raw)


class Config:
    UPLOAD_DIR = os.environ.get("UPLOAD_DIR", "/srv/uploads")
    # keep in sync with client_max_body_size in nginx/app.conf
    MAX_CONTENT_LENGTH = _int("MAX_UPLOAD_MB", 20) * 1024 * 1024
    ALLOWED_EXT = {"jpg", "jpeg", "png", "webp", "gif"}
    PUBLIC_BASE = os.environ.get("PUBLIC_BASE", "https://img.example.cn/media/")
    THUMB_SIZE = (_int("THUMB_W", 320), _int("THUMB_H", 320))


def describe() -> dict:
    return {
        "upload_dir": Config.UPLOAD_DIR,
        "max_mb": Config.MAX_CONTENT_LENGTH // (1024 * 1024),
        "allowed": sorted(Config.ALLOWED_EXT),
        "public_base": Config.PUBLIC_BASE,
    }


def allowed(filename: str) -> bool:
    if "." not in filename:
        return False
    return filename.rsplit(".", 1)[1].lower() in Config.ALLOWED_EXT


def public_url(name: str) -> str:
    return Config.PUBLIC_BASE.rstrip("/") + "/" + name
