from io import BytesIO

from PIL import Image

SIZE = (320, 320)


def make_thumbnail(data: bytes) -> bytes:
    with Image.open(BytesIO(data)) as im:
        im.thumbnail(SIZE)
        out = BytesIO()
        im.save(out, format="WEBP", quality=80)
        return out.getvalue()
