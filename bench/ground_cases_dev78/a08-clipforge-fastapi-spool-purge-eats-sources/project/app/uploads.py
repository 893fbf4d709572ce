"""Resumable uploads: the client PUTs numbered chunks, then calls /complete."""
import uuid
from pathlib import Path

from fastapi import APIRouter, HTTPException, Request

from app.config import settings
from app.worker import enqueue_transcode

router = APIRouter(prefix="/uploads")


def part_path(upload_id: str) -> Path:
    return settings.spool_dir / f"{upload_id}.part"


@router.post("")
def start_upload(filename: str) -> dict:
    if Path(filename).suffix.lower() not in settings.allowed_extensions:
        raise HTTPException(415, "unsupported video type")
    upload_id = uuid.uuid4().hex
    settings.spool_dir.mkdir(parents=True, exist_ok=True)
    part_path(upload_id).touch()
    return {"upload_id": upload_id, "chunk_size": settings.chunk_size}


@router.put("/{upload_id}/chunks/{index}")
async def put_chunk(upload_id: str, index: int, request: Request) -> dict:
    path = part_path(upload_id)
    if not path.exists():
        raise HTTPException(404, "unknown upload")
    body = await request.body()
    with path.open("r+b") as fh:
        fh.seek(index * settings.chunk_size)
        fh.write(body)
    if path.stat().st_size > settings.max_upload_bytes:
        path.unlink()
        raise HTTPException(413, "upload too large")
    return {"received": len(body)}


@router.post("/{upload_id}/complete")
def complete_upload(upload_id: str, filename: str) -> dict:
    path = part_path(upload_id)
    if not path.exists():
        raise HTTPException(404, "unknown upload")
    source = settings.spool_dir / f"{upload_id}.src"
    path.rename(source)
    job_id = enqueue_transcode(source, original_name=filename)
    return {"job_id": job_id}
