from io import BytesIO

from PIL import Image, ImageOps

SIZES = {
    "sm": (160, 160),
    "md": (480, 480),
    "lg": (1080, 1080),
}


def make_thumbnail(data: bytes, size: tuple[int, int]) -> bytes:
    with Image.open(BytesIO(data)) as im:
        im = ImageOps.exif_transpose(im)
        if im.mode not in ("RGB", "RGBA"):
            im = im.convert("RGB")
        im.thumbnail(size, Image.Resampling.LANCZOS)
        out = BytesIO()
        im.save(out, format="WEBP", quality=82, method=4)
        return out.getvalue()


def thumb_key(key: str, name: str) -> str:
    stem, _, _ = key.rpartition(".")
    stem = stem or key
    return f"thumbs/{name}/{stem}.webp"


def aspect(size: tuple[int, int]) -> float:
    w, h = size
    return w / h if h else 0.0


def describe(sizes: dict[str, tuple[int, int]] = SIZES) -> str:
    return ", ".join(f"{n}={w}x{h}" for n, (w, h) in sizes.items())
