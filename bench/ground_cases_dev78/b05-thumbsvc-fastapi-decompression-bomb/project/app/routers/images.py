from __future__ import annotations

from fastapi import APIRouter, File, HTTPException, UploadFile
from fastapi.responses import Response
from PIL import UnidentifiedImageError

from app import storage
from app.thumbnails import make_thumbnail

router = APIRouter(prefix="/images", tags=["images"])

MAX_UPLOAD = 25 * 1024 * 1024
ACCEPTED = {"image/jpeg": "jpg", "image/png": "png", "image/webp": "webp"}


@router.post("", status_code=201)
async def upload_image(file: UploadFile = File(...)) -> dict[str, str]:
    ext = ACCEPTED.get(file.content_type or "")
    if ext is None:
        raise HTTPException(415, "unsupported image type")
    raw = await file.read()
    if len(raw) > MAX_UPLOAD:
        raise HTTPException(413, "image too large")
    try:
        thumb = make_thumbnail(raw)
    except UnidentifiedImageError:
        raise HTTPException(422, "not an image") from None
    key = storage.new_key(ext)
    storage.save("originals", key, raw)
    storage.save("thumbs", key.rsplit(".", 1)[0] + ".webp", thumb)
    return {"key": key}


@router.get("/{prefix}/{name}/thumb")
def get_thumbnail(prefix: str, name: str) -> Response:
    stem = name.rsplit(".", 1)[0]
    try:
        data = storage.load("thumbs", f"{prefix}/{stem}.webp")
    except FileNotFoundError:
        raise HTTPException(404) from None
    return Response(data, media_type="image/webp", headers={"Cache-Control": "public, max-age=86400"})
