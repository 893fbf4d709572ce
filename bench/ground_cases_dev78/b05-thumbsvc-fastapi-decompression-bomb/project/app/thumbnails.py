from __future__ import annotations

import io

from PIL import Image, ImageOps

THUMB_SIZE = (400, 400)
WEBP_QUALITY = 80


def make_thumbnail(data: bytes) -> bytes:
    """A WebP thumbnail that fits in THUMB_SIZE, rotated by its EXIF orientation.
    Transparency is kept."""
    with Image.open(io.BytesIO(data)) as img:
        img = ImageOps.exif_transpose(img)
        img.thumbnail(THUMB_SIZE)
        img = img.convert("RGBA" if img.mode in ("RGBA", "LA", "P") else "RGB")
        out = io.BytesIO()
        img.save(out, format="WEBP", quality=WEBP_QUALITY, method=4)
        return out.getvalue()


def image_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as img:
        return img.size
