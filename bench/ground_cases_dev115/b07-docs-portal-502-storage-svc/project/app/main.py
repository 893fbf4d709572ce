import os

import httpx
from fastapi import FastAPI, HTTPException, UploadFile

STORAGE_URL = os.environ.get("STORAGE_URL", "http://storage-svc.internal:8080")

app = FastAPI(title="docs-portal")


@app.get("/healthz")
async def healthz() -> dict:
    return {"ok": True}


@app.get("/api/docs")
async def list_docs() -> list[dict]:
    async with httpx.AsyncClient(base_url=STORAGE_URL, timeout=10) as client:
        r = await client.get("/objects", params={"prefix": "docs/"})
    r.raise_for_status()
    return r.json()


@app.post("/api/upload")
async def upload(file: UploadFile) -> dict:
    async with httpx.AsyncClient(base_url=STORAGE_URL, timeout=120) as client:
        r = await client.put(f"/objects/docs/{file.filename}", content=await file.read(),
                             headers={"Content-Type": file.content_type or "application/octet-stream"})
    if r.status_code >= 400:
        raise HTTPException(502, f"storage returned {r.status_code}")
    return {"key": f"docs/{file.filename}", "size": file.size}
